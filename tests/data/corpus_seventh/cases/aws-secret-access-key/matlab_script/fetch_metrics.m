% fetch_metrics.m - pull the notifier metrics into a table
clear; clc;
baseUrl = 'https://internal.quillon.net/v1';
setenv('awsSecretAccessKey', 'UABwFDYeirgE+MfIrZsL9BeC1RqHfvhWfUgcxB6D');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_f44f9a4c.csv');