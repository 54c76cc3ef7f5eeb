/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/md-membranes/sasdata";
libname fmt "/project/md-membranes/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
%let dt_api_token = dt0c01.E9VY2FUTIFU2LN8DV227LW33.7S5VZOQXIY0MEQWUHZHXWK9ZSP2B1QTQIF2QIJPDXJP7ORW6QFTKSWDDUGEG76HR;

%put NOTE: autoexec.sas loaded for &sysuserid.;
