// Text as the in-browser searches compare it: case and accents do not matter, so
// "jose" finds "José" and "indice" finds "Índice". The lower case is a fixed locale's,
// so a Turkish reader's browser does not turn "I" into a dotless "ı".

/** Lower case, without accents or other combining marks. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-CL');
}
