/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/plate-qc/sasdata";
libname fmt "/project/plate-qc/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
options set=DD_SITE "us3.datadoghq.com";

%put NOTE: autoexec.sas loaded for &sysuserid.;
