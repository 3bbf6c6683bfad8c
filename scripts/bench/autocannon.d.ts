// autocannon ships no types; intake.ts describes the little it uses.
declare module 'autocannon';
