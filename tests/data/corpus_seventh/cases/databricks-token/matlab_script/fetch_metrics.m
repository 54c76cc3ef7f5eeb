% fetch_metrics.m - pull the webhooks metrics into a table
clear; clc;
baseUrl = 'https://svc.cobaltpeak.ca/v1';
setenv('databricksToken', 'dapi19c96d25f08b2a8e1a6ad67e551574a6');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_753785a1.csv');
