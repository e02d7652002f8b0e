/**
 * Word classes of the question reader. STOP_WORDS carry no condition (question glue: "show me the", "which
 * companies"); every other word of a question must be used by the plan, or the question was not understood.
 * COMMON_WORDS are ordinary English words that only name a company when written as a name.
 */
const words = (text: string) => new Set(text.trim().split(/\s+/));

export const STOP_WORDS = words(`
  a an the of in on for to from with and by at as is are was were be been being am do does did done has have had having
  i me my mine we us our you your he she his her it its they them their theirs this that these those there here then
  what which who whom whose how please kindly can could would will shall may might should must just also too very really
  show list give get find tell display fetch see view know want need like lookup look up pull bring print
  all any some each every only same ones one's such other others else both got
  companies company stocks stock shares share scrips scrip firms firm names name listed counters counter equities equity securities
  makers maker manufacturers producers players
  about regarding currently current now today latest presently right now-a-days nowadays
  data details detail info information numbers figures figure stats statistics value values metrics metric number
  nse bse india indian market markets stock-market exchange listed
  ok okay hey hi hello thanks thank pls plz
  vs vs. versus v compare comparison compared against side
  er um so well but gone go went pattern patterns much many make made makes earn earned earns doing done whats what's hows wat wats results result where among amongst whose having wherein
`);

/** Words of a question that only steer follow-ups and comparisons: accounted for when the plan used them. */
export const FOLLOW_UP_WORDS = words('its their them they those these it ones same also only just what about how and');

/**
 * Ordinary English words (and investing vocabulary) that never name a company on their own unless written
 * as a name (capitalised mid-sentence) or in a known nickname: "worth", "best", "value", "growth", "capital".
 */
export const COMMON_WORDS = words(`
  worth best better good great top bottom high higher highest low lower lowest big bigger biggest large larger largest small
  smaller smallest mid micro mega nano cheap cheaper cheapest expensive costly costliest value valuable growth growing grow
  capital money cash income return returns gain gains gainer gainers loss losses loser losers winner winners perform performing
  performance performer performers strong weak safe risky quality rich poor new old first last next past previous recent year
  years month months week weeks day days quarter quarters annual yearly monthly weekly daily today time times total net gross
  price prices rate rates ratio ratios margin margins profit profits sales revenue revenues debt debts dividend dividends yield
  yields book earnings eps asset assets fund funds bank banks banking finance financial financials insurance power energy oil
  gas metal metals steel auto autos pharma health healthcare care life general global national international united standard
  public private sector sectors industry industries index indices fast super star sun moon king royal prime premier supreme
  excellent ideal smart bright future modern classic golden gold silver diamond pearl crystal green blue red white black orange
  indian india bharat hindustan asian asia world universal union central state city home house land water air fire earth
  nifty sensex midcap smallcap largecap under over above below between more less most least than per with without not no
  trading trade traded market markets exchange stock stocks share shares company companies firm firms group groups holding
  holdings investment investments venture ventures enterprise enterprises industries limited ltd corporation corp services
  solutions systems technologies technology tech products product works mills mill motors motor chemicals chemical foods food
  agro textiles textile paper cement sugar tea coffee hotels hotel resorts media entertainment communications telecom network
  networks software infra infrastructure projects project properties realty estate housing logistics transport shipping
  ports port airlines aviation defence defense railway railways electric electricals electronics engineering equipment
  machines machinery tools pipes tubes cables wires paints paint glass plastics polymers fibres fibre rubber tyres tyre
  compare comparison versus against which what who whom whose how why when where show list give tell find best-performing
  trend history historical average averages moving dma rsi volume volumes high52 low52 promoter promoters pledge pledged
  holding fii dii public retail mutual insurance option options future futures call put
  only also just even still yet again both either neither each every all any some many much few several
  make makes made do does did done get gets got give gives gave take takes took see sees saw know knows knew think thinks
  sort sorted order ordered rank ranked ranking filter filtered screen screener scan
  one two three four five six seven eight nine ten hundred thousand lakh lakhs crore crores million billion trillion
  rupee rupees rs inr dollar dollars percent percentage
  mumbai delhi bombay bangalore bengaluru chennai madras kolkata calcutta hyderabad pune ahmedabad gujarat maharashtra
  kerala punjab rajasthan tamil bengal karnataka goa
  oversold overbought other except excluding exclude non latest worst worse least fell fall falls fallen rose rise rises risen gained gain lost lose loses losing dropped drop jumped jump
  climbed surged rallied crashed tanked declined decline corrected moved move movers mover winners laggards fallers decliners
  fastest faster quickest slowest growing grew grown profitable negative positive above below under over double triple
  performers performed ascending descending asc desc highest lowest first last bottom near far since until till ago
  buy sell hold invest investing investor investors trader traders trading intraday swing target prediction predict forecast
  tell show give find list compare rank sort filter screen give between within versus
  bitcoin crypto gold weather news ace choice swan jupiter rainbow federal page prestige fact angel amber campus
  pay pays paying payer payers payout payouts
  median mean avg sum aggregate beta alpha nim aum npa npas gnpa nnpa capex casa ebit volatility sharpe vwap float delivery
  position positions bluechip bluechips momentum solid premium update updates boss weakness capacity
`);

/** Number words investors write for small counts and periods ("one year", "top five"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, fifty: 50, hundred: 100,
};
