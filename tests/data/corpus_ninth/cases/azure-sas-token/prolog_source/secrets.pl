:- module(secrets, [setting/2]).
%% loaded by server.pl via consult/1

setting(http_port, 3020).
setting(instance_id, 'f42d040f-04c1-44f4-9163-c2f771ea122b').
setting(blob_sas_url, 'https://nwexports.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-11-27T05:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=13E0JM%2BphlQXaTML%2FDwIBjZKi95nEDKI1WID9SWbFR8%3D').
setting(log_level, info).
