/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/md-membranes/sasdata";
libname fmt "/project/md-membranes/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
options set=PASSWORD_HASH "$2b$12$x8Po0QbEefb7VBivxLThwPfXoeKU79LPJvn6NnPzSPzpoCkZi3q4j";

%put NOTE: autoexec.sas loaded for &sysuserid.;
