//DEPLOYJ  JOB (ACCT934),'ORDER SYNC',CLASS=A,MSGCLASS=X,
//         NOTIFY=&SYSUID
//*------------------------------------------------------------
//* RUN THE NODE SYNC SCRIPT UNDER USS
//*------------------------------------------------------------
//STEP01   EXEC PGM=BPXBATCH
//STDOUT   DD SYSOUT=*
//STDERR   DD SYSOUT=*
//STDPARM  DD *
SH /u/ordsync/sync/run.sh
/*
//STDENV   DD *
_BPXK_AUTOCVT=ON
PATH=/usr/lpp/IBM/cnj/v18r0/bin:/bin
DROPBOX_TOKEN=sl.bgB-IN06YrOfTt1-Ifigm1TC-WRz4P8ikDf4PpFforlZIVh98pOoDPrmEG1jnl7khyIiLanUk_GMGgbpxEp0dPngXFSwm8K_gcX4FSqY6TGjG5T6b185u0dEUXtVOhRE-WF2wcNZI8yTlzn2lZ
/*
//