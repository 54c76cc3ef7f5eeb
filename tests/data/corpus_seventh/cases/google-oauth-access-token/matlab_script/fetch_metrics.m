% fetch_metrics.m - pull the billing metrics into a table
clear; clc;
baseUrl = 'https://edge.palisade.io/v1';
setenv('accessToken', 'ya29.******');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_9472b042.csv');
