/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/md-membranes/sasdata";
libname fmt "/project/md-membranes/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
%let zendesk_email = etl_reader@kestrelworks.io/token;
options set=ZENDESK_SUBDOMAIN "kestrelworks";
options set=ZENDESK_ACCESS_TOKEN "5LL10X1DbgQj8Y80hMGjbsSkrIwzDu6PF0pk3NQs";

%put NOTE: autoexec.sas loaded for &sysuserid.;
