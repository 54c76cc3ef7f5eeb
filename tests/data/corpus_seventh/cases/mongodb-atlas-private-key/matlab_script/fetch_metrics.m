% fetch_metrics.m - pull the webhooks metrics into a table
clear; clc;
baseUrl = 'https://api.kestrelworks.io/v1';
setenv('mongodbAtlasPublicKey', 'myhucdpw');
setenv('mongodbAtlasPrivateKey', '4e0636db-2eef-457c-8e1f-4050eb1bb490');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_150919f0.csv');
