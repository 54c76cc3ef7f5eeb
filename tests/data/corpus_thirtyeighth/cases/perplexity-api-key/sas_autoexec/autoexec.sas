/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/plate-qc/sasdata";
libname fmt "/project/plate-qc/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
%let pplx_api_key = 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;

%put NOTE: autoexec.sas loaded for &sysuserid.;
