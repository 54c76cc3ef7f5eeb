/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/cryoem-2024/sasdata";
libname fmt "/project/cryoem-2024/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
%let sonar_token = %sysget(SONARQUBE_TOKEN);

%put NOTE: autoexec.sas loaded for &sysuserid.;
