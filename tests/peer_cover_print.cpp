// The published cover of the cube by cosets, as positions: for every class
// of rokicki/cube20src's table bestsol.h (one entry per canonical edge
// coordinate of his kocsymm at twist 0, 1 or 2 when the cover takes it), a
// line "ENTRY POSITION", the position his kocsymm makes of the class, in
// Singmaster notation. Built from his sources by tests/peer_cover.sh, never
// part of the program.
#include "cubepos.h"
#include "kocsymm.h"
#include "bestsol.h"
#include <cstdio>
int main() {
  int c = 0;
  for (int eo = 0; eo < EDGEOSYMM; eo++)
    for (int ep = 0; ep < EDGEPERM; ep++) {
      kocsymm kc(0, eo, ep), canon;
      kc.canon_into(canon);
      if (!(kc == canon)) continue;
      cubepos cp;
      kc.set_coset(cp);
      std::printf("%d %s\n", bestsol[c++], cp.Singmaster_string());
    }
  return c == (int)sizeof bestsol ? 0 : 1;
}
