% fetch_metrics.m - pull the webhooks metrics into a table
clear; clc;
baseUrl = 'https://edge.palisade.io/v1';
setenv('REDIS_URL', 'rediss://deploy:6hNXL%254_cOd6a%2A2@cache-internal:6380/0');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_db693638.csv');
