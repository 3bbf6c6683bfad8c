import { keywordOf } from './keywords';
import { toE164 } from './phone-number';

describe('reply keywords', () => {
  it.each(['STOP', 'stop', ' Quit ', 'END', 'revoke', 'OPT OUT', 'optout', 'Cancel', 'UNSUBSCRIBE', 'stop.'])('%s ends texting', (body) => {
    expect(keywordOf(body)?.keyword).toBe('stop');
  });

  it.each(['PARAR', 'Cancelar', 'BAJA'])('%s ends texting, answered in Spanish', (body) => {
    expect(keywordOf(body)).toEqual({ keyword: 'stop', locale: 'es' });
  });

  it.each(['Please stop texting me', "don't text me again", 'no more messages', 'No me escriban más', 'dejen de mandarme mensajes'])(
    '"%s" says stop in other words',
    (body) => {
      expect(keywordOf(body)?.keyword).toBe('stop');
    },
  );

  it('reads START and HELP, and leaves any other reply', () => {
    expect(keywordOf('START')?.keyword).toBe('start');
    expect(keywordOf('unstop')?.keyword).toBe('start');
    expect(keywordOf('help')?.keyword).toBe('help');
    expect(keywordOf('AYUDA')).toEqual({ keyword: 'help', locale: 'es' });
    expect(keywordOf('Thanks, I sent the documents')).toBeNull();
    expect(keywordOf('When will my case start?')).toBeNull();
  });

  it('writes numbers as E.164', () => {
    expect(toE164('(555) 123-4567')).toBe('+15551234567');
    expect(toE164('+1 555 987 6543')).toBe('+15559876543');
    expect(toE164('15559876543')).toBe('+15559876543');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('12345')).toBeNull();
  });
});
