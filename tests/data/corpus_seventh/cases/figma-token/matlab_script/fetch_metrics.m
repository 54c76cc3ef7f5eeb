% fetch_metrics.m - pull the notifier metrics into a table
clear; clc;
baseUrl = 'https://internal.quillon.net/v1';
figmaAccessToken = 'figd_duFu2pO4rJeZ0mrAgfM9HJfCPvhl_b1DyTRUo2fX';
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_38c407ff.csv');
