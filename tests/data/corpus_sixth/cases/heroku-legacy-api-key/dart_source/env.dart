// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://billing.quarry-labs.com';
  static const buildNumber = 4348;
  static const herokuAppId = 'fd4e4dfb-15bc-4d7f-98ef-0bfc3d91ed1d';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}
