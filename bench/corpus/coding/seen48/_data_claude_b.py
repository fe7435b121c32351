"""h48 Claude Code sessions, part b: promo-engine, the Go price and promotion service (member prices, multibuy
bundles such as 3 for 2, basket coupons, VAT per tax region)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

PROMO = "/home/tomasz/work/promo-engine"

BASKET_JSON = """\
{
  "store_no": "0031",
  "member": true,
  "lines": [
    {"sku": "5901234100112", "name": "Jogurt naturalny 180g", "qty": 1, "unit_price": 249, "member_price": 149},
    {"sku": "5901234100129", "name": "Jogurt truskawkowy 180g", "qty": 1, "unit_price": 279},
    {"sku": "5901234100136", "name": "Jogurt brzoskwiniowy 180g", "qty": 1, "unit_price": 279}
  ],
  "promos": ["P-2026-1187"],
  "paid_total": 558
}
"""

PIPELINE_GO = """\
// pipeline.go
package pricing

// Apply runs every stage over the basket. Order matters.
func (e *Engine) Apply(ctx context.Context, b *Basket) (*Priced, error) {
	p := newPriced(b)
	for _, st := range []stage{
		e.multibuyStage,     // "3 for 2", "2nd at half price", bundles
		e.memberPriceStage,  // loyalty member prices (skips lines already free)
		e.basketCouponStage, // coupons on the whole basket, e.g. -10 PLN above 100 PLN
	} {
		if err := st(ctx, p); err != nil {
			return nil, fmt.Errorf("pricing stage: %w", err)
		}
	}
	return p, nil
}
"""

TEST_OUTPUT = """\
=== RUN   TestGoldenBaskets
=== RUN   TestGoldenBaskets/0031_yoghurt_3for2_member
    golden_test.go:58: basket 0031_yoghurt_3for2_member: total 558, want 428
=== RUN   TestGoldenBaskets/0147_wine_2nd_half
=== RUN   TestGoldenBaskets/0212_coffee_bundle
=== RUN   TestGoldenBaskets/0288_basket_coupon_100
=== RUN   TestGoldenBaskets/0076_member_only
--- FAIL: TestGoldenBaskets (0.03s)
    --- FAIL: TestGoldenBaskets/0031_yoghurt_3for2_member (0.00s)
    --- PASS: TestGoldenBaskets/0147_wine_2nd_half (0.00s)
    --- PASS: TestGoldenBaskets/0212_coffee_bundle (0.00s)
    --- PASS: TestGoldenBaskets/0288_basket_coupon_100 (0.00s)
    --- PASS: TestGoldenBaskets/0076_member_only (0.00s)
FAIL
FAIL	git.kestrel.internal/pos/promo-engine/pricing	0.412s
"""

REVIEW_COMMENTS = """\
PR #412  pricing: bundle API (GetBundle, ListActiveBundles)  by kuba-w  ->  main
4 review comments by tomasz-k, 2 by lena-ops

pricing/bundle.go:22   tomasz-k:  enum value ThreeForTwo, the others in promo.proto are not like that?
pricing/bundle.go:61   tomasz-k:  what does GetBundle return for a promo that is already expired?
pricing/bundle.go:88   tomasz-k:  float64 for the ratio here, why?
pricing/bundle_test.go:5  tomasz-k:  where are the golden baskets for this?
api/promo.proto:140    lena-ops:  ListActiveBundles is unbounded, add page_size (max 500?)
api/promo.proto:141    lena-ops:  nit: comment says "stores" but the field is store_no
"""

VAT_YAML = """\
# config/vat.yaml  (loaded at startup, restart needed on change)
vat:
  PL:
    standard: 23
    reduced: 8
    reduced2: 5
    zero: 0
  PT:
    standard: 23
    intermediate: 13
    reduced: 6
  DE:
    standard: 19
    reduced: 7
"""


SESSIONS = [
    {
        "id": "h48-cc-promo-3for2-rounding",
        "project": PROMO,
        "start": datetime(2026, 11, 4, 8, 50),
        "about": "promo-engine: a member complaint from store 0031, the 3 for 2 on yoghurts made the pot with a "
                 "member price free and charged the two others in full (5.58 instead of 4.28); the assistant's first "
                 "guess (float rounding) is wrong, money is already int64 grosze; real cause: commit c41e9b2 moved "
                 "the multibuy stage before the member-price stage, so no_combine_member never worked and the free "
                 "item was chosen on regular prices; three fixes listed, answered with a bare '1'; pipeline order "
                 "member prices -> multibuy -> basket coupons; flat rule 'we never use float64 for money'; free "
                 "item is the cheapest candidate after member prices",
        "steps": [
            ("user", "Good morning. We have complaint from customer in store 0031 (Łódź, Manufaktura), she is "
                     "loyalty member. Promotion 3 for 2 on yoghurts, she took three different ones. Natural yoghurt "
                     "has member price 1.49, and on receipt exactly this one is free and she paid 2.79 for the other "
                     "two. She says she paid too much. Helpdesk put the basket into ticket PROMO-318, I saved it as "
                     "testdata/baskets/0031_yoghurt_3for2_member.json"),
            tool("Read", {"file_path": f"{PROMO}/testdata/baskets/0031_yoghurt_3for2_member.json"}, BASKET_JSON),
            bash("go run ./cmd/pricecli -basket testdata/baskets/0031_yoghurt_3for2_member.json -explain",
                 "stage multibuy    P-2026-1187 \"3 za 2 jogurty\": free item 5901234100112 (249)  -249\n"
                 "stage member      5901234100112 member price 149: line already free, skipped   0\n"
                 "stage coupon      no basket coupons\n"
                 "lines   249 + 279 + 279 = 807\n"
                 "total   807 - 249 = 558\n"),
            ("assistant", "Reproduced: the engine charges 5.58 PLN. Before I dig into the stages, my first suspicion "
                          "is rounding: percentage promos in this engine used to go through `float64`, and a member "
                          "price of 1.49 on a 2.49 item is a 40.16% discount, the kind of number that rounds "
                          "differently in float and integer math. A one-grosz error could flip which line counts as "
                          "cheapest. Let me check how money is represented."),
            bash("rg -n 'type Money|float64' pricing/ | head -n 20",
                 "pricing/money.go:9:type Money int64 // minor units: grosze, cents\n"
                 "pricing/money.go:31:func (m Money) MulPercent(bp int64) Money { return Money((int64(m)*bp + 5000) "
                 "/ 10000) }\n"),
            ("assistant", "That's not it: money is `Money int64` in minor units (grosze, cents), and the only "
                          "percentage helper is integer math on basis points with round-half-up. There's no "
                          "`float64` in the pricing package at all. Let me look at the stages instead."),
            tool("Read", {"file_path": f"{PROMO}/pricing/pipeline.go"}, PIPELINE_GO),
            tool("Read", {"file_path": f"{PROMO}/pricing/multibuy.go", "offset": 40, "limit": 16},
                 "40  // pick the free items: cheapest by current line price, skipping lines that already carry a\n"
                 "41  // member price when the promo says no_combine_member\n"
                 "42  func pickFree(lines []*Line, n int, noCombine bool) []*Line {\n"
                 "43      cands := lines[:0:0]\n"
                 "44      for _, l := range lines {\n"
                 "45          if noCombine && l.MemberApplied { continue }\n"
                 "46          cands = append(cands, l)\n"
                 "47      }\n"
                 "48      sort.Slice(cands, func(i, j int) bool { return cands[i].Price < cands[j].Price })\n"
                 "49      return cands[:n]\n"
                 "50  }\n"),
            bash("go run ./cmd/promocli show P-2026-1187 && sed -n '/MULTIBUY_3FOR2/,/^$/p' docs/promo-types.md",
                 "id:           P-2026-1187\n"
                 "name:         3 za 2 jogurty\n"
                 "type:         MULTIBUY_3FOR2\n"
                 "flags:        no_combine_member\n"
                 "stores:       all PL\n"
                 "valid:        2026-10-26 .. 2026-11-08\n"
                 "terms_excerpt: \"Najtańszy produkt gratis. Ceny członkowskie nie łączą się z promocją "
                 "wielosztukową na ten sam produkt.\"\n"
                 "### MULTIBUY_3FOR2\n"
                 "Buy 3 qualifying items, the cheapest one is free. \"Cheapest\" is evaluated after member prices.\n"
                 "If the promo has no_combine_member, lines with a member price are not candidates for the free "
                 "item.\n"),
            bash("go test ./pricing/ -run TestGoldenBaskets -v", TEST_OUTPUT),
            bash("git log -3 --format='%h %an %ad %s' --date=short -- pricing/pipeline.go",
                 "c41e9b2 kuba-w 2026-10-22 pricing: run multibuy before member prices (PROMO-301)\n"
                 "77a0d13 tomasz-k 2026-08-14 pricing: basket coupon stage\n"
                 "2b6f5e0 tomasz-k 2026-05-02 pricing: pipeline with member, multibuy stages\n"),
            ("assistant", "Found it, and the customer is right.\n\n"
                          "**What the terms say**: the cheapest product is free, member prices don't combine with "
                          "the multibuy on the same product (`no_combine_member`), and per `docs/promo-types.md` "
                          "\"cheapest\" is evaluated *after* member prices. So for this basket: the natural yoghurt "
                          "gets its member price 1.49 and is no longer a candidate for the free item; one of the "
                          "2.79 pots is free. She should pay 1.49 + 2.79 = **4.28**. That's also what the golden "
                          "file expects, and the golden test has been failing since...\n\n"
                          "**Root cause**: commit `c41e9b2` (22 Oct, PROMO-301) moved the multibuy stage *before* "
                          "the member-price stage. `pickFree` skips lines with `MemberApplied`, but with multibuy "
                          "running first that flag is never set yet, so `no_combine_member` silently stopped "
                          "working and the free item is chosen on regular prices: the natural yoghurt at 2.49 is "
                          "the cheapest, becomes free, and then the member stage skips it because it's already "
                          "free. She lost her member price and paid 5.58. Every member basket with a member-priced "
                          "item in a multibuy since 22 October is affected.\n\n"
                          "Nobody noticed the red golden test because CI on that branch was skipped (`[skip ci]` in "
                          "the merge commit).\n\n"
                          "Ways to fix:\n\n"
                          "1. Restore the order: member prices, then multibuy, then basket coupons. What PROMO-301 "
                          "wanted (bundles priced as a fixed sum) can be its own stage before coupons.\n"
                          "2. Keep multibuy first and compute a \"would-be member price\" inside `pickFree`.\n"
                          "3. Keep the current order and drop `no_combine_member` entirely.\n\n"
                          "I'd recommend 1: every stage then sees the prices of the previous one."),
            ("user", "1"),
            tool("Edit", {"file_path": f"{PROMO}/pricing/pipeline.go",
                          "old_string": "\t\te.multibuyStage,     // \"3 for 2\", \"2nd at half price\", bundles\n"
                                        "\t\te.memberPriceStage,  // loyalty member prices (skips lines already free)\n",
                          "new_string": "\t\te.memberPriceStage,  // loyalty member prices: always first\n"
                                        "\t\te.multibuyStage,     // \"3 for 2\", \"2nd at half price\", bundles\n"},
                 "The file has been updated."),
            bash("go run ./cmd/pricecli -basket testdata/baskets/0031_yoghurt_3for2_member.json -explain && go test "
                 "./... 2>&1 | tail -n 4",
                 "stage member      5901234100112 member price 149 (was 249)            -100\n"
                 "stage multibuy    P-2026-1187 \"3 za 2 jogurty\": free item 5901234100129 (279)  -279\n"
                 "stage coupon      no basket coupons\n"
                 "lines   249 + 279 + 279 = 807\n"
                 "total   807 - 100 - 279 = 428\n"
                 "ok  \tgit.kestrel.internal/pos/promo-engine/api\t0.088s\n"
                 "ok  \tgit.kestrel.internal/pos/promo-engine/cmd/pricecli\t0.041s\n"
                 "ok  \tgit.kestrel.internal/pos/promo-engine/pricing\t0.433s\n"
                 "ok  \tgit.kestrel.internal/pos/promo-engine/store\t1.207s\n"),
            ("user", "Good. I tell helpdesk she gets 1.30 back plus voucher for the trouble, and I ask data team how "
                     "many baskets since 22 October. And one thing, because I saw you were thinking about float "
                     "before: we never use float64 for money in this repo, not for price, not for percent, not for "
                     "ratio. Money is int64 in minor units and percent is int64 basis points. Kuba's bundle PR has "
                     "float64 for ratio, I will comment there"),
            ("assistant", "Understood: no `float64` for money anywhere in promo-engine; amounts are `int64` minor "
                          "units and percentages `int64` basis points. I'll flag any float I see in pricing code.\n\n"
                          "Summary of today: the complaint from 0031 was justified, she was overcharged 1.30. Since "
                          "`c41e9b2` the multibuy stage ran before member prices, so `no_combine_member` never "
                          "worked and the free item was picked on regular prices. Now the pipeline order is member "
                          "prices, multibuy, basket coupons; the free item is the cheapest candidate after member "
                          "prices; the golden basket (428) passes again. Open: how many baskets were affected "
                          "(data team) and why CI was skipped on that merge."),
            bash("git add -A && git commit -qm 'pricing: member prices before multibuy again (PROMO-318)' && git log "
                 "-1 --oneline",
                 "e90a4c7 pricing: member prices before multibuy again (PROMO-318)\n"),
        ],
        "facts": [
            fact("stage-order-bug", "Since commit c41e9b2 the multibuy stage ran before the member-price stage, so "
                                    "no_combine_member never worked and the 3 for 2 free item was chosen on regular "
                                    "prices; members lost their member price (store 0031 paid 5.58 instead of 4.28).",
                 "bugfix", "assistant", ["multibuy", ["member price", "member prices", "member-price"],
                                         ["c41e9b2", "no_combine_member", "regular prices"]]),
            fact("pipeline-order", "promo-engine applies discounts in this order: member prices, then multibuy "
                                   "(3 for 2, bundles), then basket coupons.",
                 "decision", "user", ["member prices", "multibuy", "basket coupons"]),
            fact("no-float", "Standing rule in promo-engine: never float64 for money (prices, percents, ratios); "
                             "money is int64 minor units, percentages int64 basis points.",
                 "rule", "user", ["float64", "int64", ["basis points", "minor units"]], remember=True),
            fact("cheapest-free", "In MULTIBUY_3FOR2 the cheapest candidate is free, evaluated after member prices; "
                                  "with no_combine_member, member-priced lines are not candidates.",
                 "fact", "assistant", ["MULTIBUY_3FOR2", "cheapest"]),
        ],
        "optional": [
            opt("float-ruled-out", "Float rounding was ruled out: pricing has no float64, Money is int64.",
                ["Money", "int64"]),
        ],
        "questions": [
            q("Why did members lose their member price in a 3 for 2?",
              "multibuy stage ran before member prices since c41e9b2, so no_combine_member never worked",
              ["stage-order-bug"]),
            q("In what order does promo-engine apply discounts?", "member prices, multibuy, basket coupons",
              ["pipeline-order"]),
            q("How is money represented in promo-engine?", "int64 minor units, basis points for percent; never "
              "float64", ["no-float"]),
        ],
    },
    {
        "id": "h48-cc-promo-review-bundle-api",
        "project": PROMO,
        "start": datetime(2026, 11, 12, 13, 20),
        "branch": "kuba/bundle-api",
        "about": "promo-engine: going through review comments on PR #412 (bundle API); convention said in a reply "
                 "to a comment: enum values SCREAMING_SNAKE with the ratio (MULTIBUY_3FOR2, not ThreeForTwo); "
                 "expired promo -> codes.FailedPrecondition; golden baskets under testdata/baskets regenerated with "
                 "-update-golden; list of todos whose item 3 is a standing rule: valid_to required, no open-ended "
                 "promos; page_size max 500 accepted; proposal to split the PR declined; 'rename that' one-off",
        "steps": [
            ("user", "Hi. Kuba is on holiday until Monday and his PR #412 is blocking release. I take it over. "
                     "Please go through review comments and let's fix them together, I will answer them on GitHub"),
            bash("gh pr view 412 --comments | sed -n '1,40p'", REVIEW_COMMENTS),
            tool("Read", {"file_path": f"{PROMO}/pricing/bundle.go", "offset": 15, "limit": 80},
                 "15  type BundleKind int\n16  \n17  const (\n18      BundleUnknown BundleKind = iota\n"
                 "19      BundleFixedPrice\n20      Bundle2ndHalf\n21  )\n22  const ThreeForTwo BundleKind = 3\n"
                 "...\n"
                 "58  func (s *Service) GetBundle(ctx context.Context, id string) (*Bundle, error) {\n"
                 "59      p, err := s.repo.Promo(ctx, id)\n"
                 "60      if err != nil { return nil, status.Error(codes.NotFound, \"no such promo\") }\n"
                 "61      if p.ValidTo != nil && p.ValidTo.Before(s.now()) { return nil, status.Error(codes.NotFound, "
                 "\"no such promo\") }\n"
                 "...\n"
                 "86  func ratio(b *Bundle) float64 {\n"
                 "87      // share of the bundle price per line, for receipts\n"
                 "88      return float64(b.Price) / float64(b.RegularSum)\n"
                 "89  }\n"),
            ("assistant", "Six comments. Going through them in order, with what I'd change:\n\n"
                          "1. **bundle.go:22 `ThreeForTwo`** — you're right that it doesn't look like the rest. "
                          "`api/promo.proto` has `MULTIBUY_2ND_HALF`, `FIXED_BUNDLE`, `MEMBER_PRICE`. The Go constant "
                          "is also declared outside the `iota` block with a hard-coded 3.\n"
                          "2. **bundle.go:61 expired promo** — today it returns `codes.NotFound`, the same as for an "
                          "id that doesn't exist. The till can't tell \"typo in the id\" from \"promo ended "
                          "yesterday\".\n"
                          "3. **bundle.go:88 float64 ratio** — this is a share of the bundle price per line for the "
                          "receipt. Breaks the no-float rule; can be done with integer minor units and a remainder "
                          "that goes onto the last line.\n"
                          "4. **bundle_test.go golden baskets** — there are none for bundles yet.\n"
                          "5. **promo.proto:140 page_size** — `ListActiveBundles` returns everything. With ~300 "
                          "stores and store-specific bundles it's ~4,000 rows today.\n"
                          "6. **promo.proto:141 nit** — comment wording.\n\n"
                          "How do you want to answer 1 and 2?"),
            ("user", "For 1 I write reply to my own comment so Kuba sees it when he is back: \"enum values are "
                     "SCREAMING_SNAKE and carry the ratio in the name, like MULTIBUY_3FOR2, MULTIBUY_2FOR1. Never "
                     "CamelCase like ThreeForTwo, also in Go the constants follow proto names\". For 2: expired promo "
                     "is FailedPrecondition, not NotFound. NotFound only if id does not exist"),
            bash("gh api repos/kestrel/promo-engine/pulls/412/comments/88213/replies -f body='enum values are "
                 "SCREAMING_SNAKE and carry the ratio in the name, like MULTIBUY_3FOR2, MULTIBUY_2FOR1. Never "
                 "CamelCase like ThreeForTwo, also in Go the constants follow proto names' --jq .html_url",
                 "https://git.kestrel.internal/kestrel/promo-engine/pull/412#discussion_r88214\n"),
            tool("Edit", {"file_path": f"{PROMO}/api/promo.proto",
                          "old_string": "  MULTIBUY_2ND_HALF = 2;\n",
                          "new_string": "  MULTIBUY_2ND_HALF = 2;\n  MULTIBUY_3FOR2 = 3;\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{PROMO}/pricing/bundle.go",
                          "old_string": "    if p.ValidTo != nil && p.ValidTo.Before(s.now()) { return nil, "
                                        "status.Error(codes.NotFound, \"no such promo\") }",
                          "new_string": "    if p.ValidTo.Before(s.now()) {\n        return nil, status.Errorf("
                                        "codes.FailedPrecondition, \"promo %s expired at %s\", id, p.ValidTo)\n    }"},
                 "The file has been updated."),
            ("assistant", "Done for 1 and 2: `MULTIBUY_3FOR2 = 3` in the proto, the Go constant regenerated from it "
                          "(`ThreeForTwo` is gone), and an expired promo now returns `codes.FailedPrecondition` with "
                          "the expiry time; `NotFound` stays for ids that don't exist.\n\n"
                          "Note I removed the `p.ValidTo != nil` check, because... actually, wait, that's a "
                          "behaviour change: right now a promo can have no `valid_to`. Let me check how many do."),
            bash("psql \"$PROMO_DB_RO\" -At -c \"select count(*) filter (where valid_to is null), count(*) from promo "
                 "where status = 'ACTIVE'\"",
                 "14|2317\n"),
            ("assistant", "14 of 2,317 active promos have no `valid_to`. With my change `p.ValidTo.Before` would "
                          "panic on those (nil pointer). I'll put the nil check back unless you want to treat "
                          "open-ended promos differently."),
            ("user", "Ok, my list for rest of this PR, do in this order:\n"
                     "1. put the nil check back for now, so nothing crashes today\n"
                     "2. ratio without float, like you said, remainder on last line\n"
                     "3. and this is for every promo, not only bundles, from this PR on and forever: valid_to is "
                     "mandatory. No open-ended promos. Validator in CreatePromo must reject them, and the 14 "
                     "existing ones I will ask category managers to close\n"
                     "4. golden baskets for bundles, like for the other promo types\n"
                     "5. page_size yes, max 500, default 100\n"
                     "6. nit, just fix comment"),
            tool("Edit", {"file_path": f"{PROMO}/pricing/validate.go",
                          "old_string": "func validatePromo(p *Promo) error {\n",
                          "new_string": "func validatePromo(p *Promo) error {\n\tif p.ValidTo == nil {\n\t\treturn "
                                        "status.Error(codes.InvalidArgument, \"valid_to is required: open-ended promos "
                                        "are not allowed\")\n\t}\n"},
                 "The file has been updated."),
            ("assistant", "Item 3 noted as a standing rule for promo-engine: every promo needs a `valid_to`, and "
                          "`CreatePromo` rejects open-ended ones with `InvalidArgument`. The 14 existing open-ended "
                          "promos keep working through the nil check (item 1) until they're closed.\n\n"
                          "For item 2, the ratio becomes an integer split:"),
            tool("Edit", {"file_path": f"{PROMO}/pricing/bundle.go",
                          "old_string": "func ratio(b *Bundle) float64 {\n    // share of the bundle price per line, "
                                        "for receipts\n    return float64(b.Price) / float64(b.RegularSum)\n}",
                          "new_string": "// splitPrice spreads the bundle price over its lines in proportion to their "
                                        "regular price,\n// in minor units; the rounding remainder goes on the last "
                                        "line.\nfunc splitPrice(b *Bundle) []Money {"},
                 "The file has been updated."),
            bash("ls testdata/baskets/ | head -n 30 && sed -n '1,12p' pricing/golden_test.go",
                 "0031_yoghurt_3for2_member.json\n0076_member_only.json\n0147_wine_2nd_half.json\n"
                 "0212_coffee_bundle.json\n0288_basket_coupon_100.json\n"
                 "// Golden baskets: testdata/baskets/<store>_<case>.json holds the basket and the expected\n"
                 "// total. Regenerate after an intended change with\n"
                 "//   go test ./pricing -run TestGoldenBaskets -update-golden\n"
                 "// and review the diff like code.\n"),
            ("assistant", "The golden-basket convention is written at the top of `golden_test.go`: one file per "
                          "case under `testdata/baskets/`, named `<store>_<case>.json`, regenerated with "
                          "`go test ./pricing -run TestGoldenBaskets -update-golden` and reviewed like code. Adding "
                          "three bundle baskets in that shape: `0212_bundle_fixed_price.json`, "
                          "`0147_bundle_split_remainder.json` (prices that don't divide evenly, to pin the remainder) "
                          "and `0031_bundle_expired.json`."),
            bash("go test ./pricing -run TestGoldenBaskets -update-golden && git diff --stat testdata/ && go test ./... "
                 "2>&1 | tail -n 5",
                 " testdata/baskets/0031_bundle_expired.json         | 14 ++++++++++++++\n"
                 " testdata/baskets/0147_bundle_split_remainder.json | 22 ++++++++++++++++++++++\n"
                 " testdata/baskets/0212_bundle_fixed_price.json     | 19 +++++++++++++++++++\n"
                 " 3 files changed, 55 insertions(+)\n"
                 "ok  \tgit.kestrel.internal/pos/promo-engine/api\t0.091s\n"
                 "ok  \tgit.kestrel.internal/pos/promo-engine/cmd/pricecli\t0.040s\n"
                 "ok  \tgit.kestrel.internal/pos/promo-engine/pricing\t0.512s\n"
                 "ok  \tgit.kestrel.internal/pos/promo-engine/store\t1.188s\n"),
            ("assistant", "All green. Page size (max 500, default 100) and the comment nit are in as well. One "
                          "suggestion before you push: the PR now mixes the bundle API with a validator change that "
                          "affects every promo type. It might be easier to review and to revert if the `valid_to` "
                          "validator went into its own PR."),
            ("user", "No, it stays in one, release is tomorrow and I don't want two reviews. Rename splitPrice to "
                     "spreadBundlePrice, sounds better"),
            bash("gofmt -r 'splitPrice -> spreadBundlePrice' -w pricing/ && go build ./... && git add -A && git "
                 "commit -qm 'bundle API: review fixes (enum naming, FailedPrecondition, no float, valid_to "
                 "required, page_size)' && git push -q && git log -1 --oneline",
                 "5d3f11a bundle API: review fixes (enum naming, FailedPrecondition, no float, valid_to required, "
                 "page_size)\n"),
            ("user", "Thanks, I write to Lena that page_size is done. dziękuję!"),
        ],
        "facts": [
            fact("enum-naming", "Promo type enum values are SCREAMING_SNAKE and carry the ratio in the name "
                                "(MULTIBUY_3FOR2, MULTIBUY_2FOR1), never CamelCase like ThreeForTwo; Go constants "
                                "follow the proto names.",
                 "convention", "user", ["SCREAMING_SNAKE", "MULTIBUY_3FOR2"]),
            fact("expired-code", "An expired promo returns codes.FailedPrecondition; NotFound is only for ids that "
                                 "do not exist.",
                 "decision", "user", ["FailedPrecondition", "expired"]),
            fact("valid-to-required", "Every promo must have valid_to; open-ended promos are not allowed and "
                                      "CreatePromo's validator rejects them.",
                 "rule", "user", ["valid_to", ["open-ended", "mandatory"]], remember=True),
            fact("golden-baskets", "Pricing tests use golden baskets testdata/baskets/<store>_<case>.json, "
                                   "regenerated with go test ./pricing -run TestGoldenBaskets -update-golden and "
                                   "reviewed like code.",
                 "convention", "assistant", [["golden baskets", "golden basket"], "-update-golden"]),
        ],
        "optional": [
            opt("page-size", "ListActiveBundles has page_size, max 500, default 100.", ["page_size", "500"]),
            opt("open-ended-14", "14 existing active promos have no valid_to; category managers will close them.",
                ["14", "valid_to"]),
        ],
        "questions": [
            q("How are promo type enum values named?", "SCREAMING_SNAKE with the ratio, MULTIBUY_3FOR2, never "
              "CamelCase", ["enum-naming"]),
            q("What gRPC code does an expired promo return?", "FailedPrecondition; NotFound only for ids that do not exist",
              ["expired-code"]),
            q("Can a promo have no end date?", "no, valid_to is mandatory, the validator must reject open-ended promos",
              ["valid-to-required"]),
        ],
    },
    {
        "id": "h48-cc-promo-vat-table",
        "project": PROMO,
        "start": datetime(2026, 11, 19, 7, 45),
        "about": "promo-engine: VAT per country moves from config/vat.yaml to a Postgres table vat_rates with "
                 "valid_from, keyed by tax region instead of country; PT mainland 23/13/6 but the Madeira stores "
                 "(PT-30) 22/12/5 (the assistant first put them on 22/13/6 from memory, corrected by the person "
                 "after checking); PL 23/8/5/0, DE 19/7; Polish-flavoured standing rule: VAT rates never hardcoded, "
                 "tests take them from the fixture; a proposal to fetch rates from an external API not taken",
        "steps": [
            ("user", "Morning. Today VAT. Now rates are in config/vat.yaml per country, and we have problem: 6 "
                     "stores in Madeira (Funchal and Machico) have other VAT than mainland Portugal, and till shows "
                     "wrong net amounts on member price labels there. Finance noticed in October reconciliation"),
            tool("Read", {"file_path": f"{PROMO}/config/vat.yaml"}, VAT_YAML),
            bash("rg -n 'vat\\.|VatRate|vatFor' --type go | head -n 20",
                 "pricing/labels.go:44:\tnet := gross.NetOf(e.vat.For(store.Country, item.VatClass))\n"
                 "pricing/receipt_lines.go:71:\trate := e.vat.For(store.Country, l.VatClass)\n"
                 "config/config.go:58:\tVat map[string]map[string]int64 `yaml:\"vat\"`\n"
                 "pricing/labels_test.go:12:\tvat := VatTable{\"PL\": {\"standard\": 23, \"reduced\": 8}}\n"
                 "pricing/receipt_lines_test.go:30:\t\t\"PT\": {\"standard\": 23, \"intermediate\": 13, \"reduced\": 6},\n"),
            ("assistant", "Right now VAT is looked up by `store.Country` only, so every PT store gets mainland rates. "
                          "The autonomous regions have their own rates: Madeira and the Azores are lower than the "
                          "mainland. From memory Madeira is 22 / 13 / 6, i.e. only the standard rate differs, but "
                          "please double-check that with finance before we rely on it.\n\n"
                          "Structurally I'd suggest:\n\n"
                          "- Key VAT by **tax region**, not country: `PL`, `DE`, `PT` (mainland), `PT-30` (Madeira), "
                          "`PT-20` (Azores, in case we ever open there). Each store gets a `tax_region` in "
                          "store-config.\n"
                          "- Move the rates out of YAML into a Postgres table `vat_rates (tax_region, vat_class, "
                          "rate_bp, valid_from)`, so a rate change is a row with a future `valid_from` instead of a "
                          "config deploy at midnight.\n\n"
                          "Alternatively we could pull rates from a VAT rates API and cache them, but that's a "
                          "dependency on an outside service in the pricing path."),
            ("user", "Table yes, tax region yes. API no comment. I checked with finance now, Madeira is 22, 12 and "
                     "5, not 13 and 6, all three are lower. The six stores are 0301 to 0306"),
            ("assistant", "Thanks, corrected: Madeira (`PT-30`) is **22 / 12 / 5**, my 13 / 6 was wrong. Writing "
                          "the migration and seed with all current rates:"),
            tool("Write", {"file_path": f"{PROMO}/store/migrations/0041_vat_rates.sql",
                           "content": "CREATE TABLE vat_rates (\n  tax_region text   NOT NULL,  -- PL, DE, PT, PT-30 ...\n"
                                      "  vat_class  text   NOT NULL,  -- standard, intermediate, reduced, reduced2, zero\n"
                                      "  rate_bp    bigint NOT NULL,  -- basis points: 2300 = 23%\n"
                                      "  valid_from date   NOT NULL,\n  PRIMARY KEY (tax_region, vat_class, valid_from)\n"
                                      ");\n\nINSERT INTO vat_rates VALUES\n"
                                      "  ('PL','standard',2300,'2011-01-01'), ('PL','reduced',800,'2011-01-01'),\n"
                                      "  ('PL','reduced2',500,'2011-01-01'), ('PL','zero',0,'2011-01-01'),\n"
                                      "  ('DE','standard',1900,'2021-01-01'), ('DE','reduced',700,'2021-01-01'),\n"
                                      "  ('PT','standard',2300,'2012-01-01'), ('PT','intermediate',1300,'2012-01-01'),\n"
                                      "  ('PT','reduced',600,'2012-01-01'),\n"
                                      "  ('PT-30','standard',2200,'2024-01-01'), ('PT-30','intermediate',1200,"
                                      "'2024-01-01'),\n  ('PT-30','reduced',500,'2024-01-01');\n"},
                 "File created successfully."),
            ("assistant", "Lookup becomes `vat.For(store.TaxRegion, class, day)`: the row with the greatest "
                          "`valid_from` not after the business day. The engine loads the table at startup and "
                          "re-reads it every 10 minutes; a future `valid_from` means a rate change needs no deploy.\n\n"
                          "The tests are the other half of this. Right now two test files build their own "
                          "`VatTable` literals with numbers in them (`labels_test.go`, `receipt_lines_test.go`). I'd "
                          "keep them as they are for now to keep this change small."),
            ("user", "No. Please, this you must keep for all next sessions in this repo, it is important for me: VAT "
                     "rates we are not hardcoding never, not in code and not in tests. Tests are taking them from "
                     "fixture testdata/vat_rates.sql, the same rows like migration. If rate is changing, we change "
                     "one place"),
            ("assistant", "Understood, and I'll keep to it in future sessions: no VAT rate literals anywhere in "
                          "promo-engine, code or tests; tests load `testdata/vat_rates.sql`, which mirrors the "
                          "migration's rows. Changing the two tests now."),
            tool("Write", {"file_path": f"{PROMO}/testdata/vat_rates.sql",
                           "content": "-- same rows as store/migrations/0041_vat_rates.sql; tests load this, never "
                                      "literals\n\\i ../store/migrations/0041_vat_rates.sql\n"},
                 "File created successfully."),
            bash("rg -n '\\b(23|22|19|13|12|8|7|6|5)\\b.*(vat|Vat|VAT)|(vat|Vat|VAT).*\\b(23|22|19|13|12|8|7|6|5)\\b' "
                 "--type go pricing/ store/ api/",
                 "pricing/labels_test.go:12:\tvat := VatTable{\"PL\": {\"standard\": 23, \"reduced\": 8}}\n"
                 "pricing/receipt_lines_test.go:30:\t\t\"PT\": {\"standard\": 23, \"intermediate\": 13, \"reduced\": 6},\n"
                 "pricing/receipt_lines.go:88:\t// PL receipts print the VAT letter: A=23, B=8, C=5, D=0\n"),
            tool("Edit", {"file_path": f"{PROMO}/pricing/labels_test.go",
                          "old_string": "\tvat := VatTable{\"PL\": {\"standard\": 23, \"reduced\": 8}}",
                          "new_string": "\tvat := testfix.LoadVatRates(t) // testdata/vat_rates.sql"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{PROMO}/pricing/receipt_lines_test.go",
                          "old_string": "\t\t\"PT\": {\"standard\": 23, \"intermediate\": 13, \"reduced\": 6},",
                          "new_string": "\t\t// rates from testfix.LoadVatRates(t)"},
                 "The file has been updated."),
            ("assistant", "Both tests now use `testfix.LoadVatRates(t)`. The remaining hit is a comment in "
                          "`receipt_lines.go` that documents the Polish VAT letters on receipts (A=23, B=8, C=5, "
                          "D=0); the letter mapping itself is a fiscal-printer thing, not a rate, so I left the "
                          "mapping but reworded the comment to not quote the percentages. Adding a golden basket "
                          "for store 0303 in Funchal:"),
            bash("go test ./pricing -run TestGoldenBaskets -update-golden && go test ./... 2>&1 | tail -n 6 && "
                 "go run ./cmd/pricecli -basket testdata/baskets/0303_madeira_member_label.json -explain | tail -n 3",
                 "ok  \tgit.kestrel.internal/pos/promo-engine/api\t0.090s\n"
                 "ok  \tgit.kestrel.internal/pos/promo-engine/cmd/pricecli\t0.044s\n"
                 "ok  \tgit.kestrel.internal/pos/promo-engine/pricing\t0.547s\n"
                 "ok  \tgit.kestrel.internal/pos/promo-engine/store\t2.931s\n"
                 "label  5601234500017 member 2.49 EUR  vat PT-30 reduced 5%  net 2.37\n"
                 "label  5601234500024 member 4.99 EUR  vat PT-30 standard 22% net 4.09\n"
                 "total  7.48\n"),
            ("user", "Super. And config/vat.yaml delete, and store-config needs tax_region for all stores, PT "
                     "stores 0301-0306 get PT-30, other PT get PT, PL get PL, DE get DE. I ask Ines to add the "
                     "field in store-config, it's her repo"),
            bash("git rm -q config/vat.yaml && go build ./... && git add -A && git commit -qm 'vat: rates in "
                 "vat_rates table by tax region (PT-30 Madeira 22/12/5), tests from fixture' && git log -1 --oneline",
                 "a61f0d2 vat: rates in vat_rates table by tax region (PT-30 Madeira 22/12/5), tests from fixture\n"),
            ("assistant", "Committed. What changed:\n\n"
                          "- `config/vat.yaml` is gone; rates live in the Postgres table `vat_rates` (tax region, "
                          "VAT class, rate in basis points, `valid_from`), re-read every 10 minutes.\n"
                          "- VAT is keyed by tax region: PL 23/8/5/0, DE 19/7, PT mainland 23/13/6, PT-30 Madeira "
                          "22/12/5 (stores 0301 to 0306).\n"
                          "- Tests load `testdata/vat_rates.sql`; no rate literals in code or tests.\n"
                          "- Still needed: `tax_region` in store-config (Ines)."),
        ],
        "facts": [
            fact("vat-table", "VAT rates live in the Postgres table vat_rates (tax_region, vat_class, rate_bp, "
                              "valid_from), keyed by tax region, not in config/vat.yaml; a rate change is a row "
                              "with a future valid_from.",
                 "decision", "user", ["vat_rates", ["valid_from", "tax region"]]),
            fact("madeira", "The Madeira stores 0301 to 0306 are tax region PT-30 with VAT 22 / 12 / 5, not the "
                            "mainland 23 / 13 / 6.",
                 "config", "user", ["PT-30", ["22", "Madeira"]]),
            fact("no-vat-literals", "VAT rates are never hardcoded in promo-engine, neither in code nor in tests; "
                                    "tests load them from the fixture testdata/vat_rates.sql.",
                 "rule", "user", [["hardcoding", "hardcoded", "literals"], ["testdata/vat_rates.sql", "fixture"]],
                 remember=True),
            fact("pl-de-rates", "Other rates: PL 23/8/5/0, DE 19/7, PT mainland 23/13/6.",
                 "config", "assistant", ["23/8/5/0", "19/7"]),
        ],
        "optional": [
            opt("madeira-wrong-first", "The assistant first said Madeira was 22/13/6; finance confirmed 22/12/5.",
                ["22/13/6"]),
            opt("store-config-tax-region", "store-config needs a tax_region field per store (Ines's repo).",
                ["tax_region", "store-config"]),
            opt("vat-reload", "The engine re-reads vat_rates every 10 minutes.", ["10 minutes"]),
        ],
        "questions": [
            q("Where are VAT rates stored in promo-engine?", "Postgres table vat_rates by tax region with valid_from",
              ["vat-table"]),
            q("Which VAT rates do the Madeira stores use?", "PT-30: 22, 12 and 5", ["madeira"]),
            q("Where do tests get VAT rates from?", "the fixture testdata/vat_rates.sql, never hardcoding",
              ["no-vat-literals"]),
        ],
    },
]
