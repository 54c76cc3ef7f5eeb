/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/cohort-ms/sasdata";
libname fmt "/project/cohort-ms/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
%let token = lin_oauth_1257099d3cdf296df92cc633004ef866d32fb8369366740323d7b7404af24c10;

%put NOTE: autoexec.sas loaded for &sysuserid.;
