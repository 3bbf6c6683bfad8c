import validation from '../../../../contracts/src/messages/en.json';
import common from '../en/common.json';
import home from '../en/home.json';
import intake from '../en/intake.json';
import overlays from '../en/overlays.json';
import ui from '../en/ui.json';

/** The English texts of the site's frame and home page; `validation` is the contracts catalog, as the back end answers. */
export const shell = { common, ui, home, intake, overlays, validation } as const;
