/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/cohort-ms/sasdata";
libname fmt "/project/cohort-ms/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
%let api_key = sk-ant-api03-yEgAOFUM2p-PEYfJp0flHhR61hiY-mT2TCMdtydMTOyenbP64aJla95M4DYOOnRzgPqjUtBCtlVGEVD5jS41naVC2TIPwAA;

%put NOTE: autoexec.sas loaded for &sysuserid.;
