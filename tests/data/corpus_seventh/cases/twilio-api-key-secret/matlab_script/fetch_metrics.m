% fetch_metrics.m - pull the ingest metrics into a table
clear; clc;
baseUrl = 'https://billing.fernhill.com/v1';
API_KEY = '${TWILIO_API_KEY}';
setenv('API_SECRET', '${TWILIO_API_SECRET}');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_307eec1a.csv');