// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://gw.orbitfreight.com';
  static const buildNumber = 7848;
  static const CMA_TOKEN = 'CFPAT-rUWcTY8VpXv5vtj9zbaygKdaBrNIXzBG9yjjqeQkm9Y';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}
