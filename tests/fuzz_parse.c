/*71:*/
#line 1633 "/work/main/command.w"

#include <stdlib.h> 
#include <string.h> 
#include <unistd.h> 
#include "command.h"
/*73:*/
#line 1688 "/work/main/command.w"

static void check_table_file(const uint8_t*data,size_t size)
{
static char path[64];
char err[CUBE_ERRLEN];
prune_table t;
coord*c= coord_find("sliceperm");
if(!path[0])snprintf(path,sizeof path,"/tmp/cube-fuzz-%d.tbl",(int)getpid());
FILE*f= fopen(path,"wb");
if(!c||!f)abort();
if(size&&fwrite(data,1,size,f)!=size)abort();
if(fclose(f))abort();
err[0]= 0;
if(prune_load(&t,c,c->moves,prune_default_encoding(c),path,err,sizeof err)){
if(!err[0])abort();
return;
}
uint64_t sum= t.unreachable;
if(t.maxdist<0||t.maxdist>=PRUNE_MAXDIST||t.n!=c->n)abort();
for(int d= 0;d<=t.maxdist;d++)sum+= t.dist[d];
if(sum!=t.n)abort();
for(uint64_t x= 0;x<t.n;x++){
int v= prune_field(&t,x);
if(v> t.maxdist&&v!=prune_unknown(t.encoding))abort();
}
prune_free(&t);
}/*:73*/
#line 1638 "/work/main/command.w"

int LLVMFuzzerTestOneInput(const uint8_t*data,size_t size)
{
static int ready;
if(!ready){cube_init();coord_init();ready= 1;}
if(size> 0&&data[0]==0xff){check_table_file(data+1,size-1);return 0;}
char*s= malloc(size+1);
if(!s)return 0;
memcpy(s,data,size);s[size]= 0;
/*72:*/
#line 1654 "/work/main/command.w"

{
cubepos p,q;
moveseq seq;
int fmt;
char err[CUBE_ERRLEN],out[CUBE_MAXMOVES*4];
err[0]= 0;
if(cube_parse(s,&p,&fmt,&seq,err,sizeof err)){
if(!err[0])abort();
}else{
if(cube_validate(&p,err,sizeof err))abort();
cube_to_facelets(&p,out);
if(cube_parse(out,&q,NULL,NULL,err,sizeof err)||memcmp(&p,&q,sizeof p))abort();
cube_to_singmaster(&p,out);
if(cube_parse(out,&q,NULL,NULL,err,sizeof err)||memcmp(&p,&q,sizeof p))abort();
if(fmt==CUBE_FORMAT_MOVES){
cube_format_moves(&seq,0,out,sizeof out);
if(cube_parse(out,&q,NULL,NULL,err,sizeof err)||memcmp(&p,&q,sizeof p))abort();
}
}
if(cube_parse_facelets(s,&p,err,sizeof err)==0&&cube_validate(&p,err,sizeof err))abort();
if(cube_parse_singmaster(s,&p,err,sizeof err)==0&&cube_validate(&p,err,sizeof err))
abort();
cube_parse_moves(s,&seq,err,sizeof err);
}

/*:72*/
#line 1647 "/work/main/command.w"
;
free(s);
return 0;
}

/*:71*/
