% fetch_metrics.m - pull the webhooks metrics into a table
clear; clc;
baseUrl = 'https://billing.fernhill.com/v1';
sonarToken = 'f51927da3e3fe99b3cf6e83a3224693b88bda2bb';
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_dd5e9df6.csv');
