/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/cryoem-2024/sasdata";
libname fmt "/project/cryoem-2024/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
options set=TOGETHER_AI_KEY "ed8a6ab1b8048c2a7dbb4e1ee85c600ef147d45489d6b5bac5441346ae7408ce";

%put NOTE: autoexec.sas loaded for &sysuserid.;
