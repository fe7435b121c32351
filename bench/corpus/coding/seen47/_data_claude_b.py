"""h47 Claude Code sessions, part b: channel-sync, the .NET 8 worker that pushes rates and availability
(ARI) from the PMS to the booking sites over RabbitMQ, and plaka-orion-bridge, the SOAP adapter to the one
property (Athens, Plaka) that still runs the old Orion FrontDesk PMS. Terse person."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

CHAN = "/home/tomas/work/channel-sync"
SOAP = "/home/tomas/work/plaka-orion-bridge"

QUEUES = """Timeout: 60.0 seconds ...
Listing queues for vhost channels ...
name	messages	messages_unacknowledged	consumers	message_stats.publish_details.rate	message_stats.ack_details.rate
ari.updates	41288	3	3	38.4	0.6
ari.updates.retry	0	0	0	0.0	0.0
ari.expedia	3	0	1	11.9	11.9
ari.snapshots	12	0	1	0.1	0.1
booking.inbound	0	0	2	2.2	2.2
booking.inbound.errors	4	0	0	0.0	0.0
reservations.outbound	0	0	2	1.0	1.0
"""

WORKER_LOGS = """$ kubectl -n channels logs deploy/channel-sync-worker --since=1h | grep -c ' 429 '
12
$ kubectl -n channels logs deploy/channel-sync-worker --since=1h | grep -E 'ERR|WRN' | sort | uniq -c | sort -rn | head
  18433 [ERR] AriUpdateConsumer: failed msg=ari-7f3c1e0a property=SVQ roomType=SVQ-DLXK: RoomTypeNotFound: Hostaline room type SVQ-DLXK not found (404)
     12 [WRN] BookingComPusher: 429 Too Many Requests, backing off 2000 ms hotel=svq-4411023
      9 [WRN] ExpediaPusher: slow response 6120 ms property=LIS
      3 [WRN] AriUpdateConsumer: redelivered msg=ari-91aa0b7c property=LIS
      1 [ERR] BookingComPusher: 500 Internal Server Error hotel=lis-4410877 (retry ok)
$ kubectl -n channels logs deploy/channel-sync-worker --since=1h | grep ari-7f3c1e0a | head -4
2026-11-04T08:11:02.114Z [ERR] AriUpdateConsumer: failed msg=ari-7f3c1e0a property=SVQ roomType=SVQ-DLXK: RoomTypeNotFound: Hostaline room type SVQ-DLXK not found (404)
2026-11-04T08:11:02.161Z [ERR] AriUpdateConsumer: failed msg=ari-7f3c1e0a property=SVQ roomType=SVQ-DLXK: RoomTypeNotFound: Hostaline room type SVQ-DLXK not found (404)
2026-11-04T08:11:02.203Z [ERR] AriUpdateConsumer: failed msg=ari-7f3c1e0a property=SVQ roomType=SVQ-DLXK: RoomTypeNotFound: Hostaline room type SVQ-DLXK not found (404)
2026-11-04T08:11:02.250Z [ERR] AriUpdateConsumer: failed msg=ari-7f3c1e0a property=SVQ roomType=SVQ-DLXK: RoomTypeNotFound: Hostaline room type SVQ-DLXK not found (404)
"""

CONSUMER = """     1	using System.Text.Json;
     2	using ChannelSync.Ari;
     3	using RabbitMQ.Client;
     4	using RabbitMQ.Client.Events;
     5	
     6	namespace ChannelSync.Worker;
     7	
     8	public sealed class AriUpdateConsumer : BackgroundService
     9	{
    10	    private readonly IConnection _connection;
    11	    private readonly AriDispatcher _dispatcher;
    12	    private readonly RabbitOptions _options;
    13	    private readonly ILogger<AriUpdateConsumer> _log;
    14	
    15	    public AriUpdateConsumer(IConnection connection, AriDispatcher dispatcher,
    16	        IOptions<RabbitOptions> options, ILogger<AriUpdateConsumer> log)
    17	    {
    18	        _connection = connection;
    19	        _dispatcher = dispatcher;
    20	        _options = options.Value;
    21	        _log = log;
    22	    }
    23	
    24	    protected override Task ExecuteAsync(CancellationToken stoppingToken)
    25	    {
    26	        var channel = _connection.CreateModel();
    27	        channel.BasicQos(prefetchSize: 0, prefetchCount: 1, global: false);
    28	
    29	        var consumer = new AsyncEventingBasicConsumer(channel);
    30	        consumer.Received += async (_, ea) =>
    31	        {
    32	            var update = JsonSerializer.Deserialize<AriUpdate>(ea.Body.Span)!;
    33	            try
    34	            {
    35	                await _dispatcher.PushAsync(update, stoppingToken);
    36	                channel.BasicAck(ea.DeliveryTag, multiple: false);
    37	            }
    38	            catch (Exception ex)
    39	            {
    40	                _log.LogError("failed msg={Id} property={Property} roomType={RoomType}: {Error}",
    41	                    update.MessageId, update.PropertyCode, update.RoomTypeCode, ex.Message);
    42	                channel.BasicNack(ea.DeliveryTag, multiple: false, requeue: true);
    43	            }
    44	        };
    45	
    46	        channel.BasicConsume(_options.AriQueue, autoAck: false, consumer);
    47	        return Task.CompletedTask;
    48	    }
    49	}
"""

APPSETTINGS_RABBIT = """{
  "Rabbit": {
    "Host": "rabbitmq.channels.svc",
    "VirtualHost": "channels",
    "AriQueue": "ari.updates",
    "Prefetch": 1
  },
  "Hostaline": {
    "BaseUrl": "https://api.hostaline.example/v3",
    "TimeoutSeconds": 20
  },
  "Channels": {
    "BookingCom": { "Enabled": true, "MaxRequestsPerSecond": 8 },
    "Expedia": { "Enabled": true, "MaxRequestsPerSecond": 5 }
  }
}
"""

AVAIL_CALC = """     1	namespace ChannelSync.Ari;
     2	
     3	public sealed class AvailabilityCalculator
     4	{
     5	    private readonly IInventoryReader _inventory;
     6	
     7	    public AvailabilityCalculator(IInventoryReader inventory) => _inventory = inventory;
     8	
     9	    /// <summary>Availability pushed to the channels for one room type and one night.</summary>
    10	    public int For(string propertyCode, string roomTypeCode, DateOnly night)
    11	    {
    12	        var physical = _inventory.PhysicalRooms(propertyCode, roomTypeCode);
    13	        var outOfOrder = _inventory.OutOfOrder(propertyCode, roomTypeCode, night);
    14	        var sold = _inventory.Sold(propertyCode, roomTypeCode, night);
    15	        var blocked = _inventory.GroupBlocks(propertyCode, roomTypeCode, night);
    16	
    17	        return Math.Max(0, physical - outOfOrder - sold - blocked);
    18	    }
    19	}
"""

APPSETTINGS_FULL = """{
  "Logging": {
    "LogLevel": { "Default": "Information", "Microsoft.Hosting.Lifetime": "Warning", "RabbitMQ.Client": "Warning" }
  },
  "Rabbit": {
    "Host": "rabbitmq.channels.svc",
    "VirtualHost": "channels",
    "AriQueue": "ari.updates",
    "Prefetch": 20
  },
  "Hostaline": {
    "BaseUrl": "https://api.hostaline.example/v3",
    "TimeoutSeconds": 20
  },
  "Channels": {
    "BookingCom": { "Enabled": true, "MaxRequestsPerSecond": 8 },
    "Expedia": { "Enabled": true, "MaxRequestsPerSecond": 5 }
  },
  "Properties": {
    "LIS": { "TimeZone": "Europe/Lisbon", "Rooms": 142 },
    "SVQ": { "TimeZone": "Europe/Madrid", "Rooms": 88 },
    "ATH": { "TimeZone": "Europe/Athens", "Rooms": 24, "Pms": "orion" },
    "LPA": { "TimeZone": "Atlantic/Canary", "Rooms": 61 }
  },
  "Snapshots": { "HorizonDays": 365, "FullPushCron": "0 4 * * *" }
}
"""

BRIDGE_LOGS = """2026-11-19T21:55:03.410Z INF GetAvailability start=2026-11-19T00:00:00.0000000+00:00 days=30 rooms=24
2026-11-19T21:55:05.872Z INF GetAvailability ok rows=30 first=2026-11-19 last=2026-12-18 elapsed=2462ms
2026-11-19T21:55:05.880Z INF Published ari.updates property=ATH nights=30 firstNight=2026-11-19
2026-11-19T22:10:02.118Z INF GetAvailability start=2026-11-19T00:00:00.0000000+00:00 days=30 rooms=24
2026-11-19T22:10:04.530Z INF GetAvailability ok rows=30 first=2026-11-19 last=2026-12-18 elapsed=2412ms
2026-11-19T22:10:04.539Z INF Published ari.updates property=ATH nights=30 firstNight=2026-11-20
2026-11-19T22:25:02.205Z INF GetAvailability start=2026-11-19T00:00:00.0000000+00:00 days=30 rooms=24
2026-11-19T22:25:04.801Z INF GetAvailability ok rows=30 first=2026-11-19 last=2026-12-18 elapsed=2596ms
2026-11-19T22:25:04.806Z INF Published ari.updates property=ATH nights=30 firstNight=2026-11-20
2026-11-20T01:05:01.913Z WRN GetAvailability timeout after 00:01:00, retrying in 30s
2026-11-20T01:06:32.004Z INF GetAvailability ok rows=30 first=2026-11-19 last=2026-12-18 elapsed=29940ms
2026-11-20T06:40:02.331Z INF GetAvailability start=2026-11-20T00:00:00.0000000+00:00 days=30 rooms=24
2026-11-20T06:40:04.775Z INF GetAvailability ok rows=30 first=2026-11-20 last=2026-12-19 elapsed=2444ms
2026-11-20T06:40:04.781Z INF Published ari.updates property=ATH nights=30 firstNight=2026-11-20
"""

REQUEST_BUILDER = """     1	using System.Globalization;
     2	using Plaka.Orion.Wsdl;
     3	
     4	namespace Plaka.Bridge;
     5	
     6	public sealed class OrionAvailabilityRequestBuilder
     7	{
     8	    private readonly TimeProvider _clock;
     9	
    10	    public OrionAvailabilityRequestBuilder(TimeProvider clock) => _clock = clock;
    11	
    12	    public GetAvailabilityRequest Build(int days)
    13	    {
    14	        var start = new DateTimeOffset(_clock.GetUtcNow().Date, TimeSpan.Zero);
    15	        return new GetAvailabilityRequest
    16	        {
    17	            HotelCode = "PLAKA01",
    18	            StartDate = start.ToString("o", CultureInfo.InvariantCulture),
    19	            NumberOfDays = days,
    20	        };
    21	    }
    22	
    23	    /// <summary>Night of row i, as published to channel-sync.</summary>
    24	    public DateOnly NightOf(int rowIndex) =>
    25	        DateOnly.FromDateTime(TimeZoneInfo.ConvertTime(_clock.GetUtcNow(), Athens).Date).AddDays(rowIndex);
    26	
    27	    private static readonly TimeZoneInfo Athens = TimeZoneInfo.FindSystemTimeZoneById("Europe/Athens");
    28	}
"""

WSDL = """  <s:complexType name="GetAvailabilityRequest">
    <s:sequence>
      <s:element minOccurs="1" maxOccurs="1" name="HotelCode" type="s:string" />
      <!-- Business date of the hotel, yyyy-MM-dd. Only the first 10 characters are read. -->
      <s:element minOccurs="1" maxOccurs="1" name="StartDate" type="s:string" />
      <s:element minOccurs="1" maxOccurs="1" name="NumberOfDays" type="s:int" />
    </s:sequence>
  </s:complexType>
  <s:complexType name="AvailabilityRow">
    <s:sequence>
      <s:element minOccurs="1" maxOccurs="1" name="Date" type="s:string" />
      <s:element minOccurs="1" maxOccurs="1" name="RoomType" type="s:string" />
      <s:element minOccurs="1" maxOccurs="1" name="Free" type="s:int" />
      <s:element minOccurs="0" maxOccurs="1" name="Closed" type="s:boolean" />
    </s:sequence>
  </s:complexType>
  ...
  <wsdl:service name="OrionAvailability">
    <wsdl:port name="OrionAvailabilitySoap" binding="tns:OrionAvailabilitySoap">
      <soap:address location="http://10.40.2.15:8081/OrionWS/Availability.asmx" />
    </wsdl:port>
  </wsdl:service>
"""

SESSIONS = [
    {
        "id": "h47-cc-chansync-ari-backlog",
        "project": CHAN,
        "start": datetime(2026, 11, 4, 8, 20),
        "branch": "main",
        "about": "channel-sync: ari.updates backed up to 41k; the person blames Booking.com 429s (12 in an hour, "
                 "not it); cause a message for the deleted room type SVQ-DLXK nacked with requeue=true in a loop; "
                 "fix nack without requeue and dead-letter through a policy to ari.dlx / ari.updates.dead; "
                 "prefetch 1 -> 50 -> 20 after memory; rule for later sessions: never requeue",
        "steps": [
            ("user", "ari queue at 40k again. look"),
            bash("kubectl -n channels exec rabbitmq-0 -- rabbitmqctl -p channels list_queues name messages "
                 "messages_unacknowledged consumers message_stats.publish_details.rate message_stats.ack_details.rate",
                 QUEUES),
            ("assistant", "`ari.updates` has 41,288 messages, 3 consumers, and is publishing at 38/s while acking "
                          "0.6/s. So the consumers are connected but almost nothing gets through. Let me look at "
                          "the worker logs."),
            ("user", "booking.com throttling us. 429s. they did the same in august"),
            bash("kubectl -n channels logs deploy/channel-sync-worker --since=1h | grep -c ' 429 ' ; ...",
                 WORKER_LOGS),
            ("assistant", "Not Booking.com this time: 12 responses with 429 in the last hour, each backed off 2 s, "
                          "that's 24 s of delay in an hour.\n\n"
                          "The line that matters is the first one: **18,433 failures of the same message** "
                          "`ari-7f3c1e0a`, an SVQ update for room type `SVQ-DLXK`, which Hostaline answers with 404. "
                          "The same message fails every ~50 ms. Let me read the consumer."),
            tool("Read", {"file_path": f"{CHAN}/src/ChannelSync.Worker/AriUpdateConsumer.cs"}, CONSUMER),
            bash("curl -s -H \"Authorization: Bearer $HOSTALINE_TOKEN\" "
                 "https://api.hostaline.example/v3/properties/svq-01/room-types/SVQ-DLXK | jq -c .",
                 "{\"error\":\"not_found\",\"detail\":\"room type SVQ-DLXK was deleted on 2026-11-02\"}\n"),
            ("assistant", "That's the whole story:\n\n"
                          "1. Someone deleted room type `SVQ-DLXK` (Deluxe King) in Hostaline on 2 November, but "
                          "rate updates for it were still queued.\n"
                          "2. `AriDispatcher.PushAsync` throws `RoomTypeNotFound` for it.\n"
                          "3. The `catch` does `BasicNack(..., requeue: true)` (line 42). RabbitMQ puts the message "
                          "back at the head of the queue and hands it out again at once.\n"
                          "4. With `prefetchCount: 1` each consumer holds one message at a time, and the three "
                          "consumers spend nearly all their time taking turns failing on the same poison message. "
                          "The 0.6/s acks are whatever slips in between.\n\n"
                          "Fix: nack with `requeue: false`, and dead-letter the queue so rejected messages land "
                          "somewhere visible instead of vanishing. The queue already exists with its arguments, and "
                          "RabbitMQ won't let us change `x-dead-letter-exchange` on an existing queue, so a policy "
                          "is cleaner than redeclaring: exchange `ari.dlx`, queue `ari.updates.dead`."),
            ("user", "do it. policy, not args. and prefetch up while you're at it, 50"),
            tool("Edit", {"file_path": f"{CHAN}/src/ChannelSync.Worker/AriUpdateConsumer.cs",
                          "old_string": "        channel.BasicQos(prefetchSize: 0, prefetchCount: 1, global: false);",
                          "new_string": "        channel.BasicQos(prefetchSize: 0, prefetchCount: _options.Prefetch, global: false);"},
                 "The file src/ChannelSync.Worker/AriUpdateConsumer.cs has been updated."),
            tool("Edit", {"file_path": f"{CHAN}/src/ChannelSync.Worker/AriUpdateConsumer.cs",
                          "old_string": "                channel.BasicNack(ea.DeliveryTag, multiple: false, requeue: true);",
                          "new_string": "                // never requeue: a failing message goes to ari.dlx -> ari.updates.dead\n"
                                        "                channel.BasicNack(ea.DeliveryTag, multiple: false, requeue: false);"},
                 "The file src/ChannelSync.Worker/AriUpdateConsumer.cs has been updated."),
            tool("Read", {"file_path": f"{CHAN}/src/ChannelSync.Worker/appsettings.json"}, APPSETTINGS_RABBIT),
            tool("Edit", {"file_path": f"{CHAN}/src/ChannelSync.Worker/appsettings.json",
                          "old_string": "    \"Prefetch\": 1", "new_string": "    \"Prefetch\": 50"},
                 "The file src/ChannelSync.Worker/appsettings.json has been updated."),
            bash("R='kubectl -n channels exec rabbitmq-0 -- rabbitmqadmin -V channels'; "
                 "$R declare exchange name=ari.dlx type=fanout durable=true && "
                 "$R declare queue name=ari.updates.dead durable=true && "
                 "$R declare binding source=ari.dlx destination=ari.updates.dead && "
                 "kubectl -n channels exec rabbitmq-0 -- rabbitmqctl -p channels set_policy ari-dlx "
                 "'^ari\\.updates$' '{\"dead-letter-exchange\":\"ari.dlx\"}' --apply-to queues --priority 10",
                 "exchange declared\nqueue declared\nbinding declared\n"
                 "Setting policy \"ari-dlx\" for pattern \"^ari\\.updates$\" to \"{\"dead-letter-exchange\":"
                 "\"ari.dlx\"}\" with priority \"10\" for vhost \"channels\" ...\n"),
            bash("dotnet test -v q --nologo 2>&1 | tail -4 && ./deploy.sh worker && "
                 "for i in 1 2 3 4 5; do sleep 60; kubectl -n channels exec rabbitmq-0 -- rabbitmqctl -p channels "
                 "list_queues name messages | grep -E '^ari\\.updates'; done",
                 "Passed!  - Failed:     0, Passed:   214, Skipped:     2, Total:   216, Duration: 7 s\n"
                 "deployment.apps/channel-sync-worker image updated (sha-5be10c4)\n"
                 "deployment \"channel-sync-worker\" successfully rolled out\n"
                 "ari.updates\t39012\nari.updates.dead\t1\n"
                 "ari.updates\t27640\nari.updates.dead\t1\n"
                 "ari.updates\t16101\nari.updates.dead\t1\n"
                 "ari.updates\t4877\nari.updates.dead\t1\n"
                 "ari.updates\t96\nari.updates.dead\t1\n"),
            ("assistant", "Draining: 41k to 96 in five minutes, and exactly one message in `ari.updates.dead`, the "
                          "SVQ-DLXK one. I'll check the worker's memory with prefetch 50, since each ARI message "
                          "carries a full rate grid."),
            bash("kubectl -n channels top pods -l app=channel-sync-worker",
                 "NAME                                   CPU(cores)   MEMORY(bytes)\n"
                 "channel-sync-worker-6d9c7b8f5-4kx2p    612m         481Mi\n"
                 "channel-sync-worker-6d9c7b8f5-l9wqz    588m         476Mi\n"
                 "channel-sync-worker-6d9c7b8f5-tt7bn    640m         490Mi\n"),
            ("assistant", "481 to 490 MiB against a 512 MiB limit while draining. With 50 unacked messages per "
                          "consumer, each up to 365 nights × rate plans, that's close to an OOM kill."),
            ("user", "too close. 20"),
            tool("Edit", {"file_path": f"{CHAN}/src/ChannelSync.Worker/appsettings.json",
                          "old_string": "    \"Prefetch\": 50", "new_string": "    \"Prefetch\": 20"},
                 "The file src/ChannelSync.Worker/appsettings.json has been updated."),
            bash("./deploy.sh worker && sleep 120 && kubectl -n channels top pods -l app=channel-sync-worker",
                 "deployment.apps/channel-sync-worker image updated (sha-a0b3e91)\n"
                 "deployment \"channel-sync-worker\" successfully rolled out\n"
                 "NAME                                   CPU(cores)   MEMORY(bytes)\n"
                 "channel-sync-worker-7f4d8c6b9-2mmq8    301m         262Mi\n"
                 "channel-sync-worker-7f4d8c6b9-8xv4k    297m         255Mi\n"
                 "channel-sync-worker-7f4d8c6b9-qq1zr    318m         271Mi\n"),
            ("assistant", "Prefetch 20: about 260 MiB per pod, queue at zero, acks keep up with publishes."),
            ("user", "good. whatever session works on this repo after today should know: ARI consumers never "
                     "requeue. a message that fails goes to ari.dlx and a human looks at it. no retry loops, not "
                     "even \"just 3 times\""),
            ("assistant", "Understood, and it's in the code comment too: ARI consumers never requeue; a failed "
                          "message is dead-lettered through `ari.dlx` into `ari.updates.dead` for a person to look "
                          "at, with no automatic retries."),
            ("user", "the SVQ-DLXK one, leave it in dead. revenue has to tell me what replaced that room type"),
            bash("git add -A && git commit -qm \"ari consumer: no requeue on failure, prefetch from config (20)\" && "
                 "git log --oneline -1", "a0b3e91 ari consumer: no requeue on failure, prefetch from config (20)\n"),
            ("assistant", "Committed a0b3e91.\n\n"
                          "- Cause: a rate update for the deleted room type SVQ-DLXK was nacked with "
                          "`requeue: true` and redelivered ~18k times an hour, starving the queue. Booking.com's "
                          "429s were noise.\n"
                          "- Failed ARI messages are no longer requeued; policy `ari-dlx` on `ari.updates` "
                          "dead-letters them to exchange `ari.dlx` → queue `ari.updates.dead`.\n"
                          "- `Rabbit:Prefetch` is 20 (50 put the pods at ~490 of 512 MiB).\n"
                          "- The SVQ-DLXK message stays in `ari.updates.dead` until revenue says what replaced it."),
        ],
        "facts": [
            fact("poison-message", "The ari.updates backlog (41k) came from a rate update for the deleted room type "
                                   "SVQ-DLXK: the consumer nacked it with requeue: true, so it was redelivered "
                                   "endlessly at the head of the queue. Booking.com 429s were not the cause.",
                 "bugfix", "assistant", ["SVQ-DLXK", "requeue"]),
            fact("dlx-policy", "Dead-lettering of ari.updates is set by the RabbitMQ policy ari-dlx (not queue "
                               "arguments): exchange ari.dlx into queue ari.updates.dead.",
                 "config", "assistant", ["ari.updates.dead"]),
            fact("prefetch", "The ARI consumer prefetch (Rabbit:Prefetch) is 20; 50 took the worker pods to about "
                             "490 of their 512 MiB.",
                 "config", "user", ["prefetch", "20"]),
            fact("no-requeue", "ARI consumers never requeue: a failed message goes to ari.dlx and a person looks at "
                               "it; no automatic retry loops.",
                 "rule", "user", ["requeue", "ari.dlx"], remember=True),
        ],
        "optional": [
            opt("not-429", "Booking.com 429 responses (12 an hour) were not the cause of the backlog.", ["429"]),
            opt("prefetch-50", "Prefetch 50 was tried first and dropped because of memory.", ["prefetch", "50"]),
        ],
        "questions": [
            q("Why did the ari.updates queue back up to 41k messages?",
              "a message for the deleted room type SVQ-DLXK was requeued over and over", ["poison-message"]),
            q("What prefetch do the ARI consumers use?", "20", ["prefetch"]),
            q("What happens to an ARI message that fails?",
              "never requeued, dead-lettered to ari.dlx, a human looks at it", ["no-requeue"]),
            q("Where do dead-lettered ARI messages end up?", "ari.updates.dead", ["dlx-policy"]),
        ],
    },
    {
        "id": "h47-cc-chansync-overbooking-cap",
        "project": CHAN,
        "start": datetime(2026, 11, 12, 10, 40),
        "branch": "tomas/overbooking",
        "about": "channel-sync: overbooking allowance; the person asks to remember a 2% cap, it is implemented, "
                 "rounds to zero on ATH (24 rooms); three options laid out, 'the second one' picked; the 2% "
                 "remember-request withdrawn and replaced by max 2 rooms per room type per night, never suites; "
                 "config Overbooking:MaxPerRoomTypePerNight; a per-channel option not taken; joke; 'run it again'",
        "steps": [
            ("user", "new thing from revenue. remember: overbooking cap is 2% of a property's inventory. put it in "
                     "AvailabilityCalculator, what we push may go up to that over physical"),
            tool("Read", {"file_path": f"{CHAN}/src/ChannelSync.Ari/AvailabilityCalculator.cs"}, AVAIL_CALC),
            ("assistant", "Today `For()` pushes `physical - outOfOrder - sold - blocked`, never below zero, so no "
                          "overbooking at all. A property-level percentage has to be turned into rooms per room "
                          "type, since that's the unit we push. I'll start with the literal version: "
                          "`floor(propertyRooms * 0.02)` extra rooms, added to the room type with the most physical "
                          "rooms, and a test printing what each property gets."),
            tool("Edit", {"file_path": f"{CHAN}/src/ChannelSync.Ari/AvailabilityCalculator.cs",
                          "old_string": "        return Math.Max(0, physical - outOfOrder - sold - blocked);",
                          "new_string": "        var allowance = _overbooking.ExtraRooms(propertyCode, roomTypeCode);\n"
                                        "        return Math.Max(0, physical + allowance - outOfOrder - sold - blocked);"},
                 "The file src/ChannelSync.Ari/AvailabilityCalculator.cs has been updated."),
            bash("dotnet test tests/ChannelSync.Ari.Tests --filter Overbooking --logger 'console;verbosity=normal' "
                 "2>&1 | grep -E 'Passed|Failed|allowance'",
                 "  allowance LIS rooms=142 percent=2 -> 2 (DBL-STD)\n"
                 "  allowance SVQ rooms=88 percent=2 -> 1 (DBL-STD)\n"
                 "  allowance ATH rooms=24 percent=2 -> 0 (-)\n"
                 "  allowance LPA rooms=61 percent=2 -> 1 (TWN-SEA)\n"
                 "  Passed ChannelSync.Ari.Tests.OverbookingTests.Allowance_is_two_percent_of_inventory [31 ms]\n"
                 "  Passed ChannelSync.Ari.Tests.OverbookingTests.Never_negative [2 ms]\n"
                 "Passed!  - Failed:     0, Passed:     2, Skipped:     0, Total:     2\n"),
            ("assistant", "It works as asked, but look at the numbers: LIS gets 2 extra rooms for the whole hotel, "
                          "SVQ and LPA 1, and **ATH gets 0**, because 2% of 24 rooms is 0.48. And since the "
                          "allowance has to land on one room type, it all goes to the biggest type, so a night "
                          "where only the suites are full gets nothing.\n\n"
                          "Ways to do it:\n\n"
                          "1. **Percentage of the property** (what's there now): rounds to nothing on small "
                          "properties, and the choice of room type is arbitrary.\n"
                          "2. **A fixed number of rooms per room type per night** (say 2), with room classes that "
                          "never overbook. Simple to explain to the front desk, same behaviour on every property.\n"
                          "3. **An allowance per channel**, for instance only Booking.com may oversell. Helps if "
                          "one channel has the most no-shows, but needs a per-channel availability push we don't "
                          "have; today every channel gets the same number.\n\n"
                          "I'd take 2."),
            ("user", "the second one"),
            ("user", "and ok, forget the 2% thing I told you to remember at the start, percentage is dead, ATH "
                     "would never get a single room. the rule now: at most 2 rooms oversold per room type per "
                     "night, and never on suites. remember that one instead"),
            ("assistant", "Replacing it: the 2% cap is withdrawn. The rule is at most 2 rooms oversold per room "
                          "type per night, and suites are never oversold. I'll make both settings in "
                          "`appsettings.json` so revenue can change the number without a code change."),
            tool("Edit", {"file_path": f"{CHAN}/src/ChannelSync.Ari/OverbookingPolicy.cs",
                          "old_string": "    public int ExtraRooms(string propertyCode, string roomTypeCode)\n"
                                        "    {\n"
                                        "        var rooms = _properties[propertyCode].Rooms;\n"
                                        "        var extra = (int)Math.Floor(rooms * _options.Percent / 100m);\n"
                                        "        return roomTypeCode == _inventory.LargestRoomType(propertyCode) ? extra : 0;\n"
                                        "    }",
                          "new_string": "    public int ExtraRooms(string propertyCode, string roomTypeCode)\n"
                                        "    {\n"
                                        "        var roomClass = _inventory.RoomClass(propertyCode, roomTypeCode);\n"
                                        "        if (_options.ExcludedRoomClasses.Contains(roomClass))\n"
                                        "            return 0;\n"
                                        "        return _options.MaxPerRoomTypePerNight;\n"
                                        "    }"},
                 "The file src/ChannelSync.Ari/OverbookingPolicy.cs has been updated."),
            tool("Edit", {"file_path": f"{CHAN}/src/ChannelSync.Worker/appsettings.json",
                          "old_string": "  \"Snapshots\": { \"HorizonDays\": 365, \"FullPushCron\": \"0 4 * * *\" }",
                          "new_string": "  \"Snapshots\": { \"HorizonDays\": 365, \"FullPushCron\": \"0 4 * * *\" },\n"
                                        "  \"Overbooking\": {\n"
                                        "    \"MaxPerRoomTypePerNight\": 2,\n"
                                        "    \"ExcludedRoomClasses\": [ \"SUITE\" ]\n"
                                        "  }"},
                 "The file src/ChannelSync.Worker/appsettings.json has been updated."),
            tool("Read", {"file_path": f"{CHAN}/src/ChannelSync.Worker/appsettings.json"}, APPSETTINGS_FULL
                 .replace("  \"Snapshots\": { \"HorizonDays\": 365, \"FullPushCron\": \"0 4 * * *\" }\n",
                          "  \"Snapshots\": { \"HorizonDays\": 365, \"FullPushCron\": \"0 4 * * *\" },\n"
                          "  \"Overbooking\": {\n    \"MaxPerRoomTypePerNight\": 2,\n"
                          "    \"ExcludedRoomClasses\": [ \"SUITE\" ]\n  }\n")),
            bash("dotnet test tests/ChannelSync.Ari.Tests --filter Overbooking 2>&1 | tail -3",
                 "  Failed ChannelSync.Ari.Tests.OverbookingTests.Allowance_is_two_percent_of_inventory [12 ms]\n"
                 "  Error Message: Assert.Equal() Failure: Expected 2, Actual 0 (SVQ DBL-STD)\n"
                 "Failed!  - Failed:     1, Passed:     1, Skipped:     0, Total:     2\n"),
            ("assistant", "That's the old percentage test; replacing it with three: a normal type gets +2, a SUITE "
                          "type gets 0, and the result never goes below zero when out-of-order rooms exceed the "
                          "allowance."),
            tool("Write", {"file_path": f"{CHAN}/tests/ChannelSync.Ari.Tests/OverbookingTests.cs",
                           "content": "public class OverbookingTests\n{\n"
                                      "    [Fact] public void Normal_room_type_gets_max_per_night() { /* ... */ }\n"
                                      "    [Fact] public void Suites_never_overbook() { /* ... */ }\n"
                                      "    [Fact] public void Never_negative() { /* ... */ }\n}\n"},
                 "File created successfully at: tests/ChannelSync.Ari.Tests/OverbookingTests.cs"),
            bash("dotnet test tests/ChannelSync.Ari.Tests --filter Overbooking 2>&1 | tail -2",
                 "  Failed ChannelSync.Ari.Tests.OverbookingTests.Suites_never_overbook [9 ms]\n"
                 "Failed!  - Failed:     1, Passed:     2, Skipped:     0, Total:     3\n"),
            ("assistant", "The suite test fails because the fake inventory returns room class `Suite` and the "
                          "comparison is case-sensitive; Hostaline sends `SUITE`. Fixing the fake, not the policy."),
            ("user", "run it again"),
            bash("dotnet test tests/ChannelSync.Ari.Tests 2>&1 | tail -1",
                 "Passed!  - Failed:     0, Passed:    61, Skipped:     0, Total:    61, Duration: 1 s\n"),
            ("user", "lol if LIS oversells on marathon night I'm moving into the LPA property for good. ship it"),
            bash("git add -A && git commit -qm \"overbooking: max 2 per room type per night, never suites\" && "
                 "git push -q -u origin tomas/overbooking && git log --oneline -1",
                 "c7d2e05 overbooking: max 2 per room type per night, never suites\n"),
            ("assistant", "Pushed c7d2e05 to `tomas/overbooking`.\n\n"
                          "- Overbooking: up to 2 extra rooms per room type per night "
                          "(`Overbooking:MaxPerRoomTypePerNight` = 2), never for room class SUITE "
                          "(`Overbooking:ExcludedRoomClasses`).\n"
                          "- The percentage cap is gone: it gave ATH (24 rooms) nothing.\n"
                          "- Every channel still gets the same availability; per-channel allowances were not "
                          "done."),
        ],
        "facts": [
            fact("overbooking-rule", "Overbooking rule: at most 2 rooms oversold per room type per night, and suites "
                                     "are never oversold (replaces a withdrawn 2% cap).",
                 "rule", "user", ["per room type", "suite"], remember=True),
            fact("overbooking-config", "The overbooking allowance is configured in appsettings.json as "
                                       "Overbooking:MaxPerRoomTypePerNight = 2 and Overbooking:ExcludedRoomClasses "
                                       "= [SUITE].",
                 "config", "assistant", ["MaxPerRoomTypePerNight"]),
            fact("no-percentage", "A percentage-of-inventory overbooking cap was rejected because it rounds to zero "
                                  "on small properties (ATH has 24 rooms).",
                 "decision", "user", ["percentage", "ATH"]),
        ],
        "optional": [
            opt("excluded-classes", "Room classes that never overbook are listed in "
                                    "Overbooking:ExcludedRoomClasses; Hostaline sends them uppercase (SUITE).",
                ["ExcludedRoomClasses"]),
        ],
        "questions": [
            q("How many rooms may channel-sync oversell?", "at most 2 per room type per night, never suites",
              ["overbooking-rule"]),
            q("Why isn't overbooking a percentage of the hotel's rooms?",
              "it rounds to zero on small properties, ATH has 24 rooms", ["no-percentage"]),
            q("Which setting holds the overbooking allowance?", "Overbooking:MaxPerRoomTypePerNight",
              ["overbooking-config"]),
        ],
    },
    {
        "id": "h47-cc-plaka-orion-dates",
        "project": SOAP,
        "start": datetime(2026, 11, 20, 7, 35),
        "branch": "main",
        "about": "plaka-orion-bridge (SOAP to the Athens property's Orion PMS): ATH shows tomorrow closed on "
                 "Booking.com; the person's guess (Orion's 15-minute availability cache) is wrong; cause the "
                 "request sends the UTC date while nights are numbered from the Athens date, a day apart after "
                 "22:00 UTC; fix sends the Europe/Athens date as yyyy-MM-dd; standing rule about dates; SOAP "
                 "timeout set to 45 s; the endpoint on the site VPN",
        "steps": [
            ("user", "ATH shows closed for tomorrow on booking.com since last night. orion says 6 rooms free. "
                     "prob orion's availability cache again, it caches 15 min"),
            ("assistant", "A 15-minute cache wouldn't keep tomorrow closed since last night, it would have caught "
                          "up by now. Let me see what the bridge asked Orion and what it published."),
            bash("kubectl -n properties logs deploy/plaka-orion-bridge --since=12h | grep -E "
                 "'GetAvailability|Published'", BRIDGE_LOGS),
            ("assistant", "Look at 22:10 UTC yesterday: the request says `start=2026-11-19T00:00:00+00:00`, Orion "
                          "returns rows from **2026-11-19**, but the bridge publishes them as starting on night "
                          "**2026-11-20**. From 22:00 UTC on, every row is one night late: what Orion says about "
                          "the 19th (sold out, it was yesterday) gets pushed as the 20th, and so on. It fixes "
                          "itself at 06:40 when the UTC date catches up, and breaks again at 22:00."),
            tool("Read", {"file_path": f"{SOAP}/src/Plaka.Bridge/OrionAvailabilityRequestBuilder.cs"},
                 REQUEST_BUILDER),
            bash("sed -n '/GetAvailabilityRequest\"/,/<\\/s:complexType>/p;/AvailabilityRow\"/,/<\\/s:complexType>/p;"
                 "/wsdl:service/,/\\/wsdl:service/p' wsdl/OrionAvailability.wsdl", WSDL),
            ("assistant", "Found it. Two clocks in one class:\n\n"
                          "- `Build()` sends `StartDate` from `_clock.GetUtcNow().Date`, formatted with `\"o\"`: "
                          "`2026-11-19T00:00:00.0000000+00:00`. The WSDL comment says Orion reads only the first 10 "
                          "characters, as the hotel's business date.\n"
                          "- `NightOf(i)` numbers the rows from the **Europe/Athens** date.\n\n"
                          "Athens is UTC+2 in winter (UTC+3 in summer). Between 22:00 and 24:00 UTC (21:00 in "
                          "summer) the UTC date is still yesterday while Athens is already on today, so the rows "
                          "are labelled one night later than they are. Not Orion's cache.\n\n"
                          "Fix: compute the Athens date once and use it for both, sending it as a plain "
                          "`yyyy-MM-dd` string, no time and no offset, which is what the WSDL documents."),
            ("user", "ugh. fix"),
            tool("Edit", {"file_path": f"{SOAP}/src/Plaka.Bridge/OrionAvailabilityRequestBuilder.cs",
                          "old_string": "        var start = new DateTimeOffset(_clock.GetUtcNow().Date, TimeSpan.Zero);\n"
                                        "        return new GetAvailabilityRequest\n"
                                        "        {\n"
                                        "            HotelCode = \"PLAKA01\",\n"
                                        "            StartDate = start.ToString(\"o\", CultureInfo.InvariantCulture),",
                          "new_string": "        var start = AthensToday();\n"
                                        "        return new GetAvailabilityRequest\n"
                                        "        {\n"
                                        "            HotelCode = \"PLAKA01\",\n"
                                        "            // Orion wants the hotel's local date only: yyyy-MM-dd, no time, no offset\n"
                                        "            StartDate = start.ToString(\"yyyy-MM-dd\", CultureInfo.InvariantCulture),"},
                 "The file src/Plaka.Bridge/OrionAvailabilityRequestBuilder.cs has been updated."),
            tool("Edit", {"file_path": f"{SOAP}/src/Plaka.Bridge/OrionAvailabilityRequestBuilder.cs",
                          "old_string": "    public DateOnly NightOf(int rowIndex) =>\n"
                                        "        DateOnly.FromDateTime(TimeZoneInfo.ConvertTime(_clock.GetUtcNow(), Athens).Date).AddDays(rowIndex);",
                          "new_string": "    public DateOnly NightOf(int rowIndex) => AthensToday().AddDays(rowIndex);\n\n"
                                        "    private DateOnly AthensToday() =>\n"
                                        "        DateOnly.FromDateTime(TimeZoneInfo.ConvertTime(_clock.GetUtcNow(), Athens).Date);"},
                 "The file src/Plaka.Bridge/OrionAvailabilityRequestBuilder.cs has been updated."),
            bash("dotnet test --nologo -v q 2>&1 | tail -6",
                 "  Failed Plaka.Bridge.Tests.RequestBuilderTests.StartDate_is_iso_8601 [4 ms]\n"
                 "  Error Message:\n"
                 "   Assert.Equal() Failure: Strings differ\n"
                 "   Expected: \"2026-03-01T00:00:00.0000000+00:00\"\n"
                 "   Actual:   \"2026-03-01\"\n"
                 "Failed!  - Failed:     1, Passed:    37, Skipped:     0, Total:    38\n"),
            ("assistant", "That test pinned the wrong format. I'll replace it with two: `StartDate` is "
                          "`yyyy-MM-dd`, and at 22:30 UTC on 19 November both `StartDate` and `NightOf(0)` are the "
                          "20th."),
            tool("Edit", {"file_path": f"{SOAP}/tests/Plaka.Bridge.Tests/RequestBuilderTests.cs",
                          "old_string": "    public void StartDate_is_iso_8601()",
                          "new_string": "    public void StartDate_is_the_athens_date_after_22_utc()"},
                 "The file tests/Plaka.Bridge.Tests/RequestBuilderTests.cs has been updated."),
            bash("dotnet test --nologo -v q 2>&1 | tail -1",
                 "Passed!  - Failed:     0, Passed:    39, Skipped:     0, Total:    39, Duration: 412 ms\n"),
            ("assistant", "Green. One more thing from the logs: at 01:05 UTC a call hit the binding's default "
                          "timeout of 1 minute and the retry took 29.9 s. That's 03:05 in Athens, right after "
                          "Orion's own night audit starts, when it's slow. Do you want the timeout changed?"),
            ("user", "45s. if orion takes longer than that it's stuck anyway and the retry is better"),
            tool("Edit", {"file_path": f"{SOAP}/src/Plaka.Bridge/appsettings.json",
                          "old_string": "    \"SendTimeoutSeconds\": 60",
                          "new_string": "    \"SendTimeoutSeconds\": 45"},
                 "The file src/Plaka.Bridge/appsettings.json has been updated."),
            ("user", "From now on, every time you touch the orion adapter: dates go over the wire as bare local "
                     "yyyy-MM-dd. no time part, no offset, no UTC anything. orion is from 2009, it doesn't know "
                     "what an offset is"),
            ("assistant", "Will do: any date sent to Orion is the property's local date as bare `yyyy-MM-dd`, "
                          "with no time and no offset."),
            bash("./deploy.sh && sleep 30 && kubectl -n properties logs deploy/plaka-orion-bridge --since=1m | "
                 "grep -E 'GetAvailability|Published' && curl -s "
                 "http://channel-sync.channels.svc/diag/ari/ATH/2026-11-21 | jq -c '{night,roomType,pushed}'",
                 "deployment \"plaka-orion-bridge\" successfully rolled out\n"
                 "2026-11-20T07:52:02.004Z INF GetAvailability start=2026-11-20 days=30 rooms=24\n"
                 "2026-11-20T07:52:04.451Z INF GetAvailability ok rows=30 first=2026-11-20 last=2026-12-19 "
                 "elapsed=2447ms\n"
                 "2026-11-20T07:52:04.459Z INF Published ari.updates property=ATH nights=30 firstNight=2026-11-20\n"
                 "{\"night\":\"2026-11-21\",\"roomType\":\"ATH-DBL\",\"pushed\":6}\n"),
            ("assistant", "Deployed. The request now says `start=2026-11-20`, the first published night matches, "
                          "and tomorrow (21st) is pushed as 6 free ATH-DBL rooms, same as Orion.\n\n"
                          "Summary:\n"
                          "- Cause: the SOAP request sent the UTC date (with time and offset) while rows were "
                          "numbered from the Europe/Athens date; after 22:00 UTC the published nights were shifted "
                          "by one. Orion's cache was not involved.\n"
                          "- Fix: one Athens date for both, sent as `yyyy-MM-dd`.\n"
                          "- SOAP send timeout 45 s (`SendTimeoutSeconds`), was 60.\n"
                          "- The endpoint stays `http://10.40.2.15:8081/OrionWS/Availability.asmx`, reached over "
                          "the site VPN."),
        ],
        "facts": [
            fact("utc-date-bug", "ATH showed tomorrow closed because the bridge sent Orion the UTC date while it "
                                 "numbered the returned nights from the Europe/Athens date; after 22:00 UTC every "
                                 "night was shifted by one. Fix: one Athens date, sent as yyyy-MM-dd.",
                 "bugfix", "assistant", ["Europe/Athens", "UTC"]),
            fact("orion-date-rule", "Dates sent to Orion are always the property's local date as bare yyyy-MM-dd: "
                                    "no time part, no offset.",
                 "rule", "user", ["yyyy-MM-dd", "offset"], remember=True),
            fact("soap-timeout", "The Orion SOAP send timeout is 45 seconds (SendTimeoutSeconds), down from 60.",
                 "config", "user", [["SendTimeoutSeconds", "timeout"], "45"]),
            fact("orion-endpoint", "Orion's SOAP endpoint is http://10.40.2.15:8081/OrionWS/Availability.asmx, "
                                   "reached over the site VPN.",
                 "config", "assistant", ["10.40.2.15"]),
        ],
        "optional": [
            opt("not-cache", "Orion's 15-minute availability cache was not the cause.", ["cache"]),
        ],
        "questions": [
            q("Why did the Athens property show tomorrow as closed on Booking.com?",
              "the bridge sent the UTC date but numbered nights from the Athens date, shifted by one after 22:00 UTC",
              ["utc-date-bug"]),
            q("In what format must dates be sent to Orion?", "local yyyy-MM-dd, no time, no offset",
              ["orion-date-rule"]),
            q("What is the Orion SOAP timeout?", "45 seconds", ["soap-timeout"]),
        ],
    },
]
