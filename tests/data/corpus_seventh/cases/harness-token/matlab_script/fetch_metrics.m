% fetch_metrics.m - pull the orders metrics into a table
clear; clc;
baseUrl = 'https://internal.quillon.net/v1';
HARNESS_API_KEY = 'pat.R2tUfcMMb76qnwRZ1UCDH9.df246abf5b28121b51849014.kSjRtR6C8oHhpVfqXEg7';
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_7a862324.csv');
