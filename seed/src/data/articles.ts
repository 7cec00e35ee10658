import type { Article } from '../../../cms/src/payload-types'
import { richText } from './lexical'

export type ArticleSeed = Omit<Article, 'id' | 'createdAt' | 'updatedAt'>

export const articles: ArticleSeed[] = [
  {
    title: 'How to Choose the Right Contractor for Your Home Project',
    slug: 'how-to-choose-the-right-contractor',
    excerpt:
      'A practical checklist for finding, vetting and hiring a contractor you can trust, from licenses and insurance to reviews and written bids.',
    tags: ['Hiring', 'Contractors', 'Tips'],
    author: 'Sarah Mitchell',
    reviewer: 'David Ortiz, Licensed General Contractor',
    _status: 'published',
    publishedAt: '2025-02-10T12:00:00.000Z',
    body: richText(
      'Hiring a contractor is often the biggest decision in any home improvement project. The right pro keeps your project on budget and on schedule, while the wrong one can leave you with unfinished work, surprise bills and costly repairs. A little preparation goes a long way.',
      { heading: 'Start With Licenses and Insurance' },
      'Before you compare prices, confirm that every contractor on your shortlist holds the license your state requires for the type of work and carries both general liability insurance and workers’ compensation. Ask for certificate copies and check the license number with your state licensing board. If a worker is injured on an uninsured job, you could be held responsible.',
      { heading: 'Read Reviews the Smart Way' },
      'Look beyond the star rating. Read recent reviews for projects similar to yours, and pay attention to how the contractor responds to complaints. A company with a handful of fair, well-handled negative reviews is often a safer choice than one with a perfect but tiny record.',
      { heading: 'Compare At Least Three Bids' },
      'Getting multiple quotes is the easiest way to understand what a fair price looks like in your area. Make sure each bid covers the same scope and materials so you are comparing like with like. An unusually low bid can signal cut corners, missing items or plans to add change orders later. Take your time, ask questions and walk away if you notice any of these red flags:',
      {
        list: [
          'Pressure to sign the same day or pay in cash',
          'A large upfront deposit before any work or materials are scheduled',
          'No written contract or a vague, one-line estimate',
          'Reluctance to pull permits or provide proof of insurance',
          'No local address or references you can call',
        ],
      },
    ),
  },
  {
    title: '10 Questions to Ask a Contractor Before You Sign',
    slug: 'questions-to-ask-before-signing-a-contract',
    excerpt:
      'The questions that protect your budget and timeline, and the answers you should expect to hear before you sign a home improvement contract.',
    tags: ['Contracts', 'Hiring', 'Planning'],
    author: 'Michael Chen',
    reviewer: 'Angela Brooks, Construction Attorney',
    _status: 'published',
    publishedAt: '2025-03-18T12:00:00.000Z',
    body: richText(
      'Once you have narrowed your list to one or two contractors, a short conversation can reveal how they run a job. Ask these questions before you sign anything, and get the important answers in writing.',
      { heading: 'The Questions' },
      {
        list: [
          'Are you licensed and insured for this type of work, and may I see the certificates?',
          'Who will be on site each day, and will you use subcontractors?',
          'Who is responsible for pulling permits and scheduling inspections?',
          'What is the payment schedule, and how much is due before work begins?',
          'What is the projected start date and how long will the project take?',
          'How do you handle change orders and unexpected problems?',
          'What warranty do you offer on labor and materials?',
          'How will you protect my home and clean up each day?',
          'Can you share references from recent, similar projects?',
          'What happens if the project runs late?',
        ],
      },
      { heading: 'What Good Answers Sound Like' },
      'Strong contractors answer clearly and without hesitation. They explain who manages the project, pull permits themselves and tie payments to completed milestones rather than dates. They put change orders in writing with a price before the extra work starts, and they offer a workmanship warranty of at least one year.',
      { heading: 'Get It in the Contract' },
      'Everything you agree on verbally should appear in the written contract: the full scope of work, specific materials and brands, total price, payment schedule, start and completion dates, warranty terms and how disputes are resolved. Read the whole document, and do not sign if important details are missing. A few minutes of questions now can save weeks of frustration later.',
    ),
  },
  {
    title: 'How to Plan a Kitchen Remodel Budget',
    slug: 'how-to-plan-a-kitchen-remodel-budget',
    excerpt:
      'Set a realistic kitchen remodel budget, decide where to spend and where to save, and leave room for the surprises every renovation brings.',
    tags: ['Kitchen', 'Budgeting', 'Planning'],
    author: 'Emily Rodriguez',
    _status: 'published',
    publishedAt: '2025-04-22T12:00:00.000Z',
    body: richText(
      'A kitchen remodel can cost anything from a few thousand dollars for a cosmetic refresh to well over $75,000 for a custom renovation. The key to a successful project is setting a budget that matches your goals before you start collecting quotes. Begin with two lists: must-haves, such as more storage, better lighting or replacing failing appliances, and nice-to-haves, such as a pot filler, a wine fridge or premium stone countertops. This keeps your spending focused on what matters most to your household.',
      { heading: 'Understand Where the Money Goes' },
      'In a typical kitchen remodel, cabinets and installation take the largest share, often around a third of the total. Labor, appliances, countertops, flooring, lighting and plumbing make up most of the rest. Knowing these proportions helps you see where a change in plans will have the biggest effect.',
      { heading: 'Build In a Contingency' },
      'Set aside 10 to 20 percent of your budget for surprises. Older homes in particular can hide outdated wiring, damaged subfloors or plumbing that needs replacing once the walls are opened. A contingency fund keeps these discoveries from derailing the project.',
      { heading: 'Ways to Stretch Your Budget' },
      {
        list: [
          'Keep the existing layout so plumbing and gas lines stay in place',
          'Choose semi-custom cabinets instead of fully custom ones',
          'Splurge on the countertop and save on the backsplash, or the other way around',
          'Buy appliances during holiday sales events',
          'Compare quotes from several contractors before you commit',
        ],
      },
      'With clear priorities, a realistic budget and a cushion for the unexpected, you will be ready to talk to contractors with confidence and make decisions you are happy with for years to come.',
    ),
  },
]
