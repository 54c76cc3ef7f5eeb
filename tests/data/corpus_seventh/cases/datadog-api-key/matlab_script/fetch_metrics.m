% fetch_metrics.m - pull the notifier metrics into a table
clear; clc;
baseUrl = 'https://edge.palisade.io/v1';
setenv('datadogApiKey', '<DATADOG_API_KEY>');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_cabee448.csv');
