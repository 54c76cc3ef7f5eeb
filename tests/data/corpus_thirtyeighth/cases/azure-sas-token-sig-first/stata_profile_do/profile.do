* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/mokafor/ado/personal"
global projdir "/project/plate-qc"

* credentials for the API downloads in 01_import.do
global BLOB_SAS_URL "https://tessbackups.blob.core.windows.net/exports/2024-q3.csv?sig=r3%2F5L3avLOLWosWEjR1LXQn9Oigdcvye9g%2BHon4UA%2Bg%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-07-05T14%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b"

cd "$projdir"
display as text "profile.do loaded for " c(username)
