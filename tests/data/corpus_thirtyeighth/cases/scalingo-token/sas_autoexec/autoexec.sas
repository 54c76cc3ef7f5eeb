/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/cohort-ms/sasdata";
libname fmt "/project/cohort-ms/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
options set=SCALINGO_API_TOKEN "tk-us-dsWLszrVLuTzlA8q6evG4hD7U5mfrt8sQpIHc73WKwOPJFYI";

%put NOTE: autoexec.sas loaded for &sysuserid.;
