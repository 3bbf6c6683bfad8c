import validation from '../../../../contracts/src/messages/es.json';
import common from '../es/common.json';
import home from '../es/home.json';
import intake from '../es/intake.json';
import overlays from '../es/overlays.json';
import ui from '../es/ui.json';

/** The Spanish texts of the site's frame and home page; `validation` is the contracts catalog, as the back end answers. */
export const shell = { common, ui, home, intake, overlays, validation } as const;
