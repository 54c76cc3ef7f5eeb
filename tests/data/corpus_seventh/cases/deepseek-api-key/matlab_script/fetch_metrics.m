% fetch_metrics.m - pull the checkout metrics into a table
clear; clc;
baseUrl = 'https://edge.palisade.io/v1';
setenv('deepseekApiKey', 'sk-e1a3830efaf7821f7708bbad8cd26b13');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_bd5689b6.csv');
