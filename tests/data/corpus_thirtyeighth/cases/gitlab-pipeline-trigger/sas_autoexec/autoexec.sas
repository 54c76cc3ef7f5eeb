/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/md-membranes/sasdata";
libname fmt "/project/md-membranes/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
%let gitlab_trigger_token = glptt-35db338467124d0025f03d31098322c4461fd033;

%put NOTE: autoexec.sas loaded for &sysuserid.;
