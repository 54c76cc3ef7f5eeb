% fetch_metrics.m - pull the orders metrics into a table
clear; clc;
baseUrl = 'https://billing.fernhill.com/v1';
setenv('netlifyAuthToken', 'nfp_igkJ2MGiYPHVQmEXphNSHisqhE4zfFJYkXWf');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_5ee37d0e.csv');
