/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/md-membranes/sasdata";
libname fmt "/project/md-membranes/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
options set=MAILGUN_DOMAIN "mg.larkspur.dev";

%put NOTE: autoexec.sas loaded for &sysuserid.;
