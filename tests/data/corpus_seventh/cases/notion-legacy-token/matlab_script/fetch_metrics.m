% fetch_metrics.m - pull the billing metrics into a table
clear; clc;
baseUrl = 'https://billing.fernhill.com/v1';
setenv('notionApiKey', 'secret_VFTU2hpxLJPGZ4gT6FzNsVcNg7guufZOIx3bDEgUSAr');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_349a2e58.csv');
