// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://svc.mapleleaf.ca';
  static const buildNumber = 2675;
  static const upstashRedisRestUrl = 'https://eu2-brave-69291.upstash.io';
  static const kvRestApiToken = 'Abf+ASQgZmRhOGM5NmUtZGYxYy00NDQ3LTk0NjgtOGVjZTAxNjEzNDc2YZV/eSw0jmIjnJA3hzp3HgrCBjpKvgb6AKKb8WldNAM=';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}