% fetch_metrics.m - pull the orders metrics into a table
clear; clc;
baseUrl = 'https://internal.quillon.net/v1';
setenv('REPLICATE_API_TOKEN', 'r8_ApmFavdtdJTmF3oIODXYnnq9OoYo3hMgNakVt');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_8329fd09.csv');
