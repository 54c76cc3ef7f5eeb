// guest_messages.dart - housekeeping and concierge staff app (Flutter): sends a message to a guest's room thread
import 'dart:convert';
import 'dart:io' show Platform;

import 'package:http/http.dart' as http;

Future<int> sendToRoom(String room, String text) async {
  final res = await http.post(
    Uri.parse('https://ingest.alderbay-suites.com/v2/bookings'),
    headers: {
      'Content-Type': 'application/json',
      'Authorization': 'Token token="' + Platform.environment['AUTHORIZATION_TOKEN']! + '"',
    },
    body: jsonEncode({'room': room, 'text': text, 'from': Platform.localHostname}),
  );
  return res.statusCode;
}
