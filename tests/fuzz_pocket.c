/*75:*/
#line 1606 "/work/main/pocket.w"

#include <stdlib.h> 
#include <string.h> 
#include "pocket.h"
int LLVMFuzzerTestOneInput(const uint8_t*data,size_t size)
{
static int ready;
cubepos p,q;
char err[CUBE_ERRLEN];
if(!ready){cube_init();pocket_setup();ready= 1;}
char*s= malloc(size+1);
if(!s)return 0;
memcpy(s,data,size);s[size]= 0;
err[0]= 0;
if(pocket_parse(s,&p,err,sizeof err)){if(!err[0])abort();}
else{
int seen= 0,twist= 0;
for(int i= 0;i<8;i++){seen|= 1<<(p.c[i]&7);twist+= p.c[i]>>3;}
if(seen!=255||twist%3)abort();
if(p.c[6]!=6)abort();
for(int i= 0;i<12;i++)if(p.e[i]!=cube_solved.e[i])abort();
if(pocket_parse(s,&q,err,sizeof err)||memcmp(&p,&q,sizeof p))abort();
}
free(s);
return 0;
}/*:75*/
