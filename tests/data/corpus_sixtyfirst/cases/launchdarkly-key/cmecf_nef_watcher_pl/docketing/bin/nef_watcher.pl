#!/usr/bin/perl
# nef_watcher.pl - reads CM/ECF Notices of Electronic Filing from the docketing mailbox, extracts case number, docket
# entry and the free-look document link, and queues them for the docketing clerks
use strict;
use warnings;
use Mail::IMAPClient;
use HTTP::Tiny;
use JSON::PP;

use constant LAUNCHDARKLY_SDK_KEY => 'sdk-1d9fa09d-0611-4e9f-8a08-2be53604128a';

my $imap = Mail::IMAPClient->new(Server => 'outlook.office365.com', Ssl => 1, User => 'docketing\@oakhollow-tax.com', Password => $ENV{DOCKETING_IMAP_PASSWORD}) or die;
$imap->select('INBOX/ECF');
my @queue;
for my $msg ($imap->unseen) {
    my $body = $imap->body_string($msg);
    my ($case) = $body =~ /Case Number:\s+(\S+)/;
    my ($doc)  = $body =~ m{(https://ecf\.\w+\.uscourts\.gov/doc1/\d+\?\S+)};
    my ($entry) = $body =~ /Document Number:\s+(\d+)/;
    push @queue, { case => $case, entry => $entry, link => $doc } if $case;
}
my $res = HTTP::Tiny->new(timeout => 30)->post('https://internal-api.oakhollow-tax.com/api/v1/docketing/nef-queue', {
    headers => { 'Content-Type' => 'application/json' },
    content => encode_json(\@queue),
});
printf "%d NEFs queued, HTTP %s\n", scalar @queue, $res->{status};
