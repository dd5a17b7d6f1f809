/*21:*/
#line 381 "/work/main/libcube.w"

#include <stdio.h> 
#include <string.h> 
#include <cube.h> 
static int passed,failed;
#define CHECK_LIB(c) ((c)? passed++: (failed++, printf("example_libcube.c:%d: %s\n",__LINE__,#c)))
/*22:*/
#line 405 "/work/main/libcube.w"

static int solves(const char*pos,const char*sol)
{
char both[1024],f[55],err[LIBCUBE_ERRLEN];
snprintf(both,sizeof both,"%s %s",pos,sol);
return libcube_parse(both,f,err,sizeof err)==0
&&strcmp(f,"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB")==0;
}
static int count;
static void count_one(const char*s,void*arg){(void)s;(void)arg;count++;}

/*:22*/
#line 387 "/work/main/libcube.w"

int main(int argc,char**argv)
{
char sol[512],err[LIBCUBE_ERRLEN],f[55],rank[40];
libcube_info info;
const char*pos= "D2 F' R U2 B L' D R2 F U' L2 B2";
int quick= argc> 1&&strcmp(argv[1],"--quick")==0;
if(libcube_init(NULL,1,err,sizeof err)<0){printf("%s\n",err);return 1;}
/*23:*/
#line 416 "/work/main/libcube.w"

{
int len= libcube_solve(pos,20,0,sol,sizeof sol,&info,err,sizeof err);
CHECK_LIB(len> 0&&len<=20&&solves(pos,sol)&&info.length==len&&!info.optimal);
len= libcube_solve_optimal("R U R' U' F2","small",2,0,sol,sizeof sol,&info,err,sizeof err);
CHECK_LIB(len==5&&solves("R U R' U' F2",sol)&&info.optimal);
count= 0;
len= libcube_solve_optimal_all("U2 R2 U2 R2 U2 R2","small",2,0,count_one,NULL,&info,
err,sizeof err);
CHECK_LIB(len==6&&count==8);
len= libcube_solve_pocket("R U F' R2",sol,sizeof sol,err,sizeof err);
CHECK_LIB(len==4&&solves("R U F' R2",sol));
if(!quick){
len= libcube_solve_optimal(pos,"small",2,0,sol,sizeof sol,&info,err,sizeof err);
CHECK_LIB(len> 0&&len<=12&&solves(pos,sol)&&info.optimal);
}
}

/*:23*/
#line 395 "/work/main/libcube.w"
;
/*24:*/
#line 434 "/work/main/libcube.w"

CHECK_LIB(libcube_solve("R U x",20,0,sol,sizeof sol,NULL,err,sizeof err)==LIBCUBE_ERROR
&&strstr(err,"'x' at column 5"));
CHECK_LIB(libcube_solve_optimal("R","nope",1,0,sol,sizeof sol,NULL,err,sizeof err)
==LIBCUBE_ERROR&&strstr(err,"nope"));
CHECK_LIB(libcube_solve(pos,20,0,sol,3,NULL,err,sizeof err)==LIBCUBE_ERROR);
CHECK_LIB(libcube_random(42,f)==0&&libcube_rank(f,rank,err,sizeof err)==0);
{
char g[55];
CHECK_LIB(libcube_unrank(rank,g,err,sizeof err)==0&&strcmp(f,g)==0);
CHECK_LIB(libcube_rank("",rank,err,sizeof err)==0&&strcmp(rank,"0")==0);
CHECK_LIB(libcube_unrank("43252003274489856000",g,err,sizeof err)==LIBCUBE_ERROR);
}
CHECK_LIB(strcmp(libcube_version(),LIBCUBE_VERSION)==0);/*:24*/
#line 396 "/work/main/libcube.w"
;
printf("example_libcube: %d passed, %d failed\n",passed,failed);
return failed!=0;
}

/*:21*/
