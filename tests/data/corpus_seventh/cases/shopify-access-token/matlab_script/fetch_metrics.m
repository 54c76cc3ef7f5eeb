% fetch_metrics.m - pull the reports metrics into a table
clear; clc;
baseUrl = 'https://edge.palisade.io/v1';
setenv('SHOPIFY_ACCESS_TOKEN', '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');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_7be21274.csv');