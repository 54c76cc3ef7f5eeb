//DEPLOYJ  JOB (ACCT556),'ORDER SYNC',CLASS=A,MSGCLASS=X,
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
DISCORD_WEBHOOK=https://discord.com/api/webhooks/7047352369680767186/AkuEdwmwYFy-BNlorM-gDTesd5TGJKLOGSvOsR0O51exrBg8YOLgWR40UFxLBf_SQLLL
/*
//
