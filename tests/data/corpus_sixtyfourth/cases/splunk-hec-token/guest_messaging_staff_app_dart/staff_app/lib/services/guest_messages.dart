// guest_messages.dart - housekeeping and concierge staff app (Flutter): sends a message to a guest's room thread
import 'dart:convert';
import 'dart:io' show Platform;

import 'package:http/http.dart' as http;

Future<int> sendToRoom(String room, String text) async {
  final res = await http.post(
    Uri.parse('https://splunk.harbourview-hotels.com:8088/services/collector/event'),
    headers: {
      'Content-Type': 'application/json',
      'Authorization': 'Splunk aa6b4c8b-4700-4133-899e-a7a4e52dd094',
    },
    body: jsonEncode({'room': room, 'text': text, 'from': Platform.localHostname}),
  );
  return res.statusCode;
}
