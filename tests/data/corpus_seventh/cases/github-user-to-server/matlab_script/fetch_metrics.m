% fetch_metrics.m - pull the billing metrics into a table
clear; clc;
baseUrl = 'https://gw.tidewater.com/v1';
setenv('githubUserToken', 'ghu_JXPwSeVYvu…');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_e483ac5a.csv');
