/* The published cover read in this program's terms (tests/peer_cover.sh
   gives it the lines of tests/peer_cover_print.cpp on its standard input):
   each line names a class of (flip, slice) pairs by a position of Rokicki's
   making, and its entry (0: not in the cover). His coset of a position p is
   p.H, ours H.p, so the class is that of the position's inverse, whose
   coset is ours. The program counts the classes the cover takes and the
   cosets of our list they hold (every canonical coset whose pair is in a
   class taken), and checks with random positions and all 48 symmetries
   that the cover covers, as test_coset checks ours. Never part of the
   program. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cubepos.h"
#include "kocsymm.h"
int main(void)
{
  static uint8_t taken[KOC_FLIP*KOC_SLICE],seen[KOC_FLIP*KOC_SLICE];
  char line[256],err[200];
  long entries=0,classes=0,missed=0;
  unsigned long long cosets=0;
  cube_rng rng;
  cube_init(); kocsymm_init();
  while (fgets(line,sizeof line,stdin)) {
    cubepos p,q;
    kocsymm k,c;
    line[strcspn(line,"\n")]=0;
    entries++;
    if (cube_parse_singmaster(line+2,&p,err,sizeof err)) {
      char *s=strstr(line+2," UFR URB "); /* an odd permutation: two corners exchanged */
      if (s) memcpy(s," URB UFR ",9);
      if (cube_parse_singmaster(line+2,&p,err,sizeof err)) { fprintf(stderr,"%s: %s\n",line,err); return 1; }
    }
    cube_inv(&p,&q); kocsymm_from_cube(&q,&k);
    k.csymm=0; kocsymm_canon(&k,&c);
    unsigned i=(unsigned)c.eosymm*KOC_SLICE+c.epsymm;
    if (seen[i]) { fprintf(stderr,"two entries of one class\n"); return 1; }
    seen[i]=1;
    if (line[0]=='0') continue;
    classes++;
    for (int g=0; g<CUBE_NSYMS_UD; g++) {
      kocsymm r;
      kocsymm_conj(&c,g,&r);
      taken[(unsigned)r.eosymm*KOC_SLICE+r.epsymm]=1;
    }
  }
  for (int t=0; t<KOC_TWIST; t++) if (koc_twist_min[t]==t)
    for (int f=0; f<KOC_FLIP; f++) for (int s=0; s<KOC_SLICE; s++) {
      kocsymm k={(lookup_t)t,(lookup_t)f,(lookup_t)s},r;
      if (!taken[f*KOC_SLICE+s]) continue;
      kocsymm_canon(&k,&r);
      cosets+=kocsymm_cmp(&k,&r)==0;
    }
  cube_rng_seed(&rng,2013);
  for (int n=0; n<1000000; n++) {
    cubepos p,q;
    kocsymm k;
    int in=0;
    cube_random(&rng,&p);
    for (int g=0; g<CUBE_NSYMS && !in; g++) {
      cube_conj(&p,g,&q); kocsymm_from_cube(&q,&k);
      in=taken[(unsigned)k.eosymm*KOC_SLICE+k.epsymm];
    }
    missed+=!in;
  }
  printf("run: # the published table: its entries, the classes it takes, the cosets of this program's list they hold\n");
  printf("run: entries %ld\nrun: classes %ld\nrun: cosets %llu\n",entries,classes,cosets);
  printf("run: # random positions, none of whose 48 conjugates has its coset in the cover\n");
  printf("run: random.missed %ld\nrun: random.tried 1000000\n",missed);
  return 0;
}
