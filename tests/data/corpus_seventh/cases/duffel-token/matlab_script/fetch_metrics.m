% fetch_metrics.m - pull the ingest metrics into a table
clear; clc;
baseUrl = 'https://edge.palisade.io/v1';
DUFFEL_ACCESS_TOKEN = 'duffel_live_5IpgN3geZL7slt1TY0O7Pia9ameA0Iml35DACTE84c4';
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_2ad8b92c.csv');
